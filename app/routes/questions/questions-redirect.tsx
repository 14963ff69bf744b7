import { redirect } from "react-router";
import { PRODUCT_PATH } from "#app/lib/categories.ts";
import { listSearch, readListParams } from "#app/lib/list-params.ts";
import { localizeHref } from "#domain/locale.ts";

/** The "Back to Questions" and about-page links point at /questions; the list's view goes along. */
export function loader({ request }: { request: Request }) {
  return redirect(localizeHref(`${PRODUCT_PATH}${listSearch(readListParams(new URL(request.url)))}`), 301);
}
