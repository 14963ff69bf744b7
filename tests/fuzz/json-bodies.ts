import fc from "fast-check";
import { badText, nearlyValid } from "./strings";

// Bodies for the JSON API's writes: malformed JSON, JSON that is not an object, and objects whose
// fields are missing, of the wrong type, empty, huge or full of tricky text, with extra fields that
// name things a visitor must never set.

/** A value of any JSON type but the expected one, including numbers JSON.parse turns strange. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(1e20, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.1),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A field's value: often bad text, sometimes the wrong type, sometimes nearly what is expected. */
export const fieldValue = (valid: string[]) =>
  fc.oneof(
    { arbitrary: badText, weight: 3 },
    { arbitrary: wrongType, weight: 2 },
    { arbitrary: fc.constantFrom(...valid).chain(nearlyValid), weight: 2 },
    { arbitrary: fc.constantFrom(...valid), weight: 1 },
  );

/** Fields a visitor must never be able to set, sent alongside the real ones. */
const EXTRA_FIELDS = [
  "id",
  "status",
  "votesA",
  "votesB",
  "role",
  "createdAt",
  "__proto__",
  "constructor",
  "slug",
];
const extras = fc.dictionary(fc.constantFrom(...EXTRA_FIELDS), wrongType, { maxKeys: 3 });

/** An object with some of `fields` (each from its arbitrary) and maybe extra fields. */
export function objectBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), extras)
    .map(([known, extra]) => JSON.stringify({ ...extra, ...known }));
}

const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 3000 }), fc.constantFrom(["[", "]"], ['{"a":', "}"]))
  .map(([depth, [open, close]]) => `${open.repeat(depth)}1${close.repeat(depth)}`);

/** Text that is not JSON, or JSON that is not an object. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    '{"option":',
    "{'option':'A'}",
    '{"option":"A",}',
    '{"option":NaN}',
    "{/* comment */}",
    "null",
    "[]",
    '"A"',
    "123",
    "true",
    '\ufeff{"option":"A"}',
    '{"option":"\\ud800"}',
    '{"a":1}{"a":2}',
  ),
  badText,
  deepNesting,
  fc.json().map((json) => json.slice(0, Math.max(0, json.length - 1))),
);

/** Any bad body for an endpoint whose object has `fields`. */
export function badJsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: objectBody(fields), weight: 3 }, { arbitrary: malformedJson, weight: 1 });
}
