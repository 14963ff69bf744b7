// Who signs in at the mock Google and GitHub (tests/oauth-mock/providers.ts): the login hint a test
// passes decides it, so each test picks its own person and no state is shared between test files.
// Shared by the mock (Node) and the workers tests that assert what landed in the database.

export type MockIdentity = {
  /** Google's `sub` and, as a number, GitHub's `id`: the same address is the same provider account. */
  subject: string;
  githubId: number;
  email: string;
  name: string;
  /** Google's `picture` and GitHub's `avatar_url`, on the hosts each really uses. */
  picture: string;
  avatar: string;
  emailVerified: boolean;
  /** The person presses "Cancel" on the provider's page: it answers error=access_denied. */
  denies: boolean;
};

/** `grace.hopper@example.com` is "Grace Hopper"; an address starting `unverified` is not verified. */
export function mockIdentity(loginHint: string): MockIdentity {
  const email = loginHint.trim().toLowerCase();
  const local = email.split("@")[0] ?? "";
  const name = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");
  let githubId = 7;
  for (const char of email) githubId = (githubId * 31 + char.charCodeAt(0)) % 2_000_000_000;
  return {
    subject: `mock-${email}`,
    githubId,
    email,
    name,
    picture: `https://lh3.googleusercontent.com/a/mock-${encodeURIComponent(local)}=s96-c`,
    avatar: `https://avatars.githubusercontent.com/u/${githubId}?v=4`,
    emailVerified: !local.startsWith("unverified"),
    denies: local.startsWith("denied"),
  };
}
