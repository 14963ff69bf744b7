import { lazy } from "react";
import { SignInButton } from "./sign-in-button";

export type HeaderUser = { displayName: string; image: string | null; canModerate: boolean } | null;

// Most page views are signed out, so the signed-in menu's code loads only for those signed in. It
// has no Suspense boundary of its own: the server waits for it, and hydration keeps the server's
// markup until the code arrives, so nothing in the header moves.
const SignedInMenu = lazy(() => import("./signed-in-menu"));

/** Signed out: a link to /sign-in that opens the sign-in dialog. Signed in: the account's menu. */
export function AccountMenu({ user }: { user: HeaderUser }) {
  if (!user) return <SignInButton />;
  return <SignedInMenu user={user} />;
}
