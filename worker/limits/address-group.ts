// The unit every per-address limit counts: an IPv4 address, or the /64 network of an IPv6 address.
// One home connection or one rented server is handed a whole /64, so counting IPv6 by full address
// would give one machine 2^64 fresh counters.

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const [head, tail, ...extra] = address.toLowerCase().split("::");
  if (extra.length > 0) return undefined;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  let left = parse(head);
  let right = parse(tail);
  // An IPv4 tail (::ffff:192.0.2.1) is two groups.
  const last = (right.length > 0 ? right : left).at(-1);
  if (last?.includes(".")) {
    const v4 = ipv4Number(last);
    if (v4 === undefined) return undefined;
    const pair = [(v4 >>> 16).toString(16), (v4 & 0xffff).toString(16)];
    if (right.length > 0) right = [...right.slice(0, -1), ...pair];
    else left = [...left.slice(0, -1), ...pair];
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const all = [...left, ...Array(tail === undefined ? 0 : missing).fill("0"), ...right];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return all.map((group) => Number.parseInt(group, 16));
}

function ipv4Number(address: string): number | undefined {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

const ipv4Text = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");

/**
 * `203.0.113.7` stays itself; `2001:db8:0:1::7` and `2001:0db8::1:0:0:9` both become
 * `2001:db8:0:1::/64`; an IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is the IPv4 one.
 * Anything else (only a local run lacks Cloudflare's header) is one group of its own text.
 */
export function addressGroup(address: string): string {
  const v4 = ipv4Number(address);
  if (v4 !== undefined) return ipv4Text(v4);
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [, , , , , sixth, high = 0, low = 0] = groups;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && sixth === 0xffff;
  if (mapped) return ipv4Text(((high << 16) | low) >>> 0);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
