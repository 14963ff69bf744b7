// Share-card and preview timings: the first picture an isolate draws (wasm and fonts loading), warm
// draws of questions never drawn before, and cache hits. Requests go one at a time, so each figure
// is one picture's latency; a reference page fetched the same way gives the floor for a request.

export type PictureKind = "card" | "og";
export type Stats = { median: number; p95: number; count: number };
export type PictureRow = {
  kind: PictureKind;
  size: string;
  first: { latency: number; render: number | null };
  warm: { latency: Stats; render: Stats };
  hit: Stats;
};
export type PictureReport = { rows: PictureRow[]; referencePage: Stats; warmTargetMs: number };

/** The target for a warm draw (median), on this machine. */
export const WARM_TARGET_MS = 30;
const SIZES: Record<PictureKind, string> = { card: "1200x900", og: "1200x630" };

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), count: sorted.length };
}

/** One GET's latency in ms and the server's own render time from `Server-Timing`, body read in full. */
async function timedGet(
  url: string,
): Promise<{ latency: number; render: number | null; location: string | null }> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual" });
  await response.arrayBuffer();
  const latency = performance.now() - started;
  const render = response.headers.get("Server-Timing")?.match(/render;dur=([\d.]+)/)?.[1];
  if (response.status !== 200 && response.status !== 302)
    throw new Error(`GET ${url} answered ${response.status}`);
  return { latency, render: render ? Number(render) : null, location: response.headers.get("Location") };
}

async function versionedUrl(baseURL: string, slug: string, kind: PictureKind): Promise<string> {
  const { location } = await timedGet(`${baseURL}/question/${slug}/${kind}.png`);
  if (!location) throw new Error(`/question/${slug}/${kind}.png did not redirect to a versioned URL`);
  return new URL(location, baseURL).toString();
}

export async function measurePictures(
  baseURL: string,
  referenceURL: string,
  samples = 20,
): Promise<PictureReport> {
  const listed = await fetch(`${baseURL}/api/questions?limit=${samples + 1}&sort=newest`);
  const slugs = ((await listed.json()) as { data: { slug: string }[] }).data.map((q) => q.slug);
  if (slugs.length < samples + 1) throw new Error("too few questions to draw distinct pictures");

  const rows: PictureRow[] = [];
  for (const kind of ["card", "og"] as const) {
    // The first picture of its kind in this isolate: only the card's includes loading wasm and fonts.
    const firstUrl = await versionedUrl(baseURL, slugs[0] as string, kind);
    const first = await timedGet(firstUrl);
    const latencies: number[] = [];
    const renders: number[] = [];
    for (const slug of slugs.slice(1)) {
      const drawn = await timedGet(await versionedUrl(baseURL, slug, kind));
      latencies.push(drawn.latency);
      if (drawn.render !== null) renders.push(drawn.render);
    }
    const hits: number[] = [];
    for (let i = 0; i < samples; i++) hits.push((await timedGet(firstUrl)).latency);
    rows.push({
      kind,
      size: SIZES[kind],
      first: { latency: first.latency, render: first.render },
      warm: { latency: stats(latencies), render: stats(renders) },
      hit: stats(hits),
    });
  }
  const reference: number[] = [];
  for (let i = 0; i < samples; i++) reference.push((await timedGet(`${referenceURL}/page`)).latency);
  return { rows, referencePage: stats(reference), warmTargetMs: WARM_TARGET_MS };
}
