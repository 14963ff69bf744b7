/** A text field of a parsed JSON body we do not otherwise trust: the value when it is a string. */
export function textField(body: unknown, name: string): string | undefined {
  if (body && typeof body === "object" && name in body) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === "string") return value;
  }
  return undefined;
}
