// The client build's asset version, which names the shared copies (edge-cache.ts): a page names its
// scripts and stylesheet by content hash, so a copy is only good for the build that rendered it.

const loadBuild = () => import("virtual:react-router/server-build");

let buildVersion: string | undefined;

export async function currentBuild(): Promise<string> {
  // The dev server swaps the build as files change; a production build is one per isolate.
  if (import.meta.env.DEV) return (await loadBuild()).assets.version;
  buildVersion ??= (await loadBuild()).assets.version;
  return buildVersion;
}
