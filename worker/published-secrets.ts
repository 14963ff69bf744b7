/**
 * Values that have been in the repository (the old example in .dev.vars.example), so anyone can
 * read them: the worker refuses them as secrets, and `npm start` replaces them in .dev.vars.
 */
export const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  "local-development-secret-please-change-0123456789",
]);
