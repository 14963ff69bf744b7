import fc from "fast-check";
import { badText } from "./strings";

// Bodies for page actions, built by hand so each can be printed when it fails: urlencoded and
// multipart with missing, repeated, extra and file fields; broken multipart; JSON and other types;
// and bodies past the 64 KB a page action reads.

export type FormBody = { contentType?: string; body: string };
type Field = [name: string, value: string, asFile?: boolean];

const BOUNDARY = "----fuzz7MA4YWxkTrZu0gW";

function urlencoded(fields: Field[]): FormBody {
  const body = fields
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
  return { contentType: "application/x-www-form-urlencoded", body };
}

function multipart(fields: Field[]): FormBody {
  const parts = fields.map(([name, value, asFile]) => {
    const file = asFile ? `; filename="${name}.txt"\r\nContent-Type: text/plain` : "";
    return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "_")}"${file}\r\n\r\n${value}\r\n`;
  });
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${parts.join("")}--${BOUNDARY}--\r\n`,
  };
}

/** Lone surrogates cannot be sent as UTF-8; the sender would turn them into U+FFFD anyway. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** The form's fields, each maybe missing, repeated, sent as a file, or joined by fields it lacks. */
function fieldList(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Field[]> {
  const one = (name: string) =>
    fc
      .oneof(
        { arbitrary: fields[name] as fc.Arbitrary<string>, weight: 6 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      )
      .chain((value) =>
        value === undefined
          ? fc.constant<Field[]>([])
          : fc.constantFrom<Field[]>(
              [[name, value]],
              [[name, value]],
              [[name, value]],
              [
                [name, value],
                [name, value],
              ],
              [[name, value, true]],
            ),
      );
  const extra = fc.array(
    fc.tuple(fc.constantFrom("id", "status", "role", "questionId[]", "__proto__", ""), badText),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...Object.keys(fields).map(one)), extra)
    .map(([known, more]) =>
      [...known.flat(), ...more.map(([n, v]): Field => [n, v])].map(
        ([n, v, f]): Field => [n, wellFormed(v), f],
      ),
    );
}

const brokenMultipart = fc.constantFrom<FormBody>(
  { contentType: "multipart/form-data", body: "no boundary at all" },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated`,
  },
  { contentType: "multipart/form-data; boundary=other", body: `--${BOUNDARY}--\r\n` },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: "" },
  { contentType: `multipart/form-data; boundary=${"b".repeat(80)}`, body: `--${"b".repeat(80)}--` },
);

const otherTypes = fc
  .tuple(
    fc.constantFrom(
      "application/json",
      "text/plain",
      "application/xml",
      "",
      "text/html; charset=utf-7",
      "application/x-www-form-urlencoded; charset=utf-16",
    ),
    fc.oneof(fc.json(), badText.map(wellFormed)),
  )
  .map(([contentType, body]): FormBody => ({ contentType: contentType || undefined, body }));

/** Past the 64 KB page actions read, in either form encoding. */
const oversized = fc
  .tuple(fc.integer({ min: 65 * 1024, max: 300 * 1024 }), fc.boolean())
  .map(([size, asMultipart]) => (asMultipart ? multipart : urlencoded)([["message", "a".repeat(size)]]));

/** A bad body for a form of `fields`; urlencoded and multipart most of the time. */
export function badFormBody(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<FormBody> {
  const list = fieldList(fields);
  return fc.oneof(
    { arbitrary: list.map(urlencoded), weight: 8 },
    { arbitrary: list.map(multipart), weight: 4 },
    { arbitrary: brokenMultipart, weight: 1 },
    { arbitrary: otherTypes, weight: 1 },
    { arbitrary: oversized, weight: 1 },
  );
}
