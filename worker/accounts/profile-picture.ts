import { APIError } from "better-auth/api";
import { z } from "zod";

/**
 * The hosts of the pictures Google's sign-in (`picture`) and GitHub's (`avatar_url`) deliver. A
 * picture is shown to the person on every page, so an address anywhere else could track them, and
 * one that is not https at all (`javascript:`, `data:`) has no business in an `<img>`.
 */
const PROVIDER_PICTURE_HOST = /^(lh[3-6]\.googleusercontent\.com|avatars\d*\.githubusercontent\.com)$/;

export const PICTURE_REFUSED =
  "A profile picture must be an https address of a Google or GitHub profile picture.";

const providerPicture = z
  .string()
  .max(2048)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      url.protocol === "https:" &&
      url.port === "" &&
      url.username === "" &&
      url.password === "" &&
      PROVIDER_PICTURE_HOST.test(url.hostname)
    );
  });

/** The picture when it is one Google or GitHub delivers; null otherwise. */
export const providerPictureOrNull = (image: unknown): string | null => {
  const parsed = providerPicture.safeParse(image);
  return parsed.success ? parsed.data : null;
};

/** better-auth's endpoints that store an `image` the request names. */
const TAKES_IMAGE = new Set(["/sign-up/email", "/update-user"]);

/**
 * Refuses, before better-auth writes anything, a request that names any other picture. Null (no
 * picture) and a request that names none pass.
 */
export function refuseForeignPicture(path: string, body: unknown): void {
  if (!TAKES_IMAGE.has(path) || typeof body !== "object" || body === null || !("image" in body)) return;
  if (providerPicture.nullish().safeParse(body.image).success) return;
  throw new APIError("BAD_REQUEST", { message: PICTURE_REFUSED, code: "INVALID_PICTURE" });
}
