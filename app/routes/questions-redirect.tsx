import { redirect } from "react-router";
import { PRODUCT_PATH } from "../lib/categories";

/** The spec's "Back to Questions" and about-page links point at /questions. */
export function loader({ request }: { request: Request }) {
  return redirect(`${PRODUCT_PATH}${new URL(request.url).search}`, 301);
}
