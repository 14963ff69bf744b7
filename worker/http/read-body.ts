// Answering while a request body is still unread (or cancelled) leaves workerd's connection in a
// state where the next request on it hangs or gets "Your worker restarted mid-request". So a body
// is always read to its end, also when it is refused.

/**
 * The whole body if it fits in `max` bytes. A larger one (by its Content-Length, or by what
 * arrives when it has none) is read to its end and thrown away, and the answer is null.
 */
export async function readLimitedBody(
  request: Request,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const length = request.headers.get("Content-Length");
  const declared = Number(length ?? 0);
  // The usual case (a vote, a form): a declared length that fits is read in one call, which costs
  // a vote noticeably less than pulling chunks through a reader. The size is checked again after.
  if (length !== null && declared <= max) {
    try {
      const body = new Uint8Array(await request.arrayBuffer());
      return body.byteLength <= max ? body : null;
    } catch {
      return null;
    }
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooLarge = declared > max;
  const reader = request.body.getReader();
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > max) tooLarge = true;
      if (!tooLarge) chunks.push(part.value);
    }
  } catch {
    // The client went away mid-body: nothing more will arrive.
    return null;
  }
  if (tooLarge) return null;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
