// Hashes and random ids are written as lowercase hex everywhere in the worker. A vote computes two
// of them, so this is on the hot path: a table lookup per byte instead of toString/padStart/join.
const BYTE_HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let hex = "";
  for (const byte of view) hex += BYTE_HEX[byte];
  return hex;
}

/** `n` random bytes as hex. */
export const randomHex = (n: number): string => toHex(crypto.getRandomValues(new Uint8Array(n)));
