// The site's business constants: limits, page sizes and list lengths.
export const QUESTION_MAX = 200;
export const OPTION_MAX = 100;
export const NICKNAME_MAX = 50;
export const SEARCH_MAX = 100;

export const LIST_LIMIT_DEFAULT = 20;
export const LIST_LIMIT_MAX = 100;
/** Pages past this are clamped to it: a page number like 1e20 made an offset the database refused. */
export const PAGE_MAX = 1_000_000;
export const CATEGORY_PAGE_SIZE = 18;
export const TOP_DEFAULT = 5;
export const TOP_MAX = 50;
export const LATEST_LIMIT = 10;
export const MORE_QUESTIONS = 8;
export const CATEGORY_SECTION_SIZE = 6;
export const PAGINATION_WINDOW = 5;
/** "Most divided" and "Most one-sided": how many, and how many votes a question needs to be in them. */
export const SPLIT_LIST_SIZE = 5;
export const SPLIT_MIN_VOTES = 10;

/** Largest JSON body the API reads; a submission is well under 1 KB. */
export const API_BODY_MAX_BYTES = 16 * 1024;
