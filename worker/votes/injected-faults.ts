// Fault injection for the chaos suite (chaos/run.ts), and only for it. The suite's Miniflare binds
// CHAOS_FAULTS to a function in its own Node process; wrangler.toml never declares it, so a deployed
// or ordinary local worker skips every check with one property read, and no request can switch
// it on. See docs/decisions/0009-chaos-and-reconcile.md.

/** Where the write-behind can be made to fail: the D1 batch itself, or the alarm just after D1 took it. */
export type FaultPoint = "d1-write" | "after-d1-write";

type FaultSwitch = { fetch(input: string): Promise<Response> };

/** Throws the harness's error when it has switched this fault on; does nothing otherwise. */
export async function injectFault(env: object, point: FaultPoint): Promise<void> {
  const faults = (env as { CHAOS_FAULTS?: FaultSwitch }).CHAOS_FAULTS;
  if (!faults) return;
  const failure = await (await faults.fetch(`http://chaos-faults.invalid/${point}`)).text();
  if (failure) throw new Error(failure);
}
