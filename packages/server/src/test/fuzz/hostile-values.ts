import fc from "fast-check";
import { valueFor, type JsonSchema } from "./schema-arbitrary";

/** Percent-encodes any string; lone surrogates (which cannot be encoded) become U+FFFD. */
export function encode(value: unknown): string {
  return encodeURIComponent(
    String(value).replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      "\uFFFD",
    ),
  );
}

/** Strings that have broken servers: control bytes, lone surrogates, huge, injections, numbers. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "x".repeat(20_000),
    "../../../../etc/passwd",
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    "%s%n%x",
    "<script>alert(1)</script>",
    "\uD800",
    "\u202Eabc",
    "𝕏😀",
    "null",
    "NaN",
    "-1",
    "1e308",
    "1e-300",
    "9".repeat(40),
    "__proto__",
    "constructor",
    "toString",
    "0x1F",
    "2026-02-30T25:61:61Z",
    "2026-02-30",
    "0000-01-01",
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:00:00+01:00",
    "+010000-01-01T00:00:00Z",
    "%E0%A4%A",
  ),
  fc.string({ unit: "binary", maxLength: 60 }),
);

/** Numbers at and beyond the edges: tiny, huge, negative zero, beyond 2^53. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1e-300,
    -1e-300,
    5e-324,
    1e308,
    -1e308,
    2 ** 53 + 2,
    2 ** 64,
    0.1 + 0.2,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** JSON nested `depth` levels deep. */
const nested = (depth: number): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Any JSON value a hostile client might put where we expect something else. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(
    null,
    true,
    false,
    {},
    [],
    nested(64),
    JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'),
    Array.from({ length: 2_000 }, (_, i) => i),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A body built on a valid one: one field hostile, one required field gone, an extra field, or all of it hostile. */
export function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.option(hostileValue, { nil: undefined });
  // A union (e.g. a percent or a fixed coupon): each alternative broken in its own ways.
  const alternatives = schema.properties ? undefined : (schema.oneOf ?? schema.anyOf);
  if (alternatives?.length) return fc.oneof(...alternatives.map(hostileBody));
  const valid = valueFor(schema);
  const properties = Object.keys(schema.properties ?? {});
  const mutations: fc.Arbitrary<unknown>[] = [valid, hostileValue];
  if (properties.length > 0) {
    mutations.push(
      fc
        .tuple(valid, fc.constantFrom(...properties), hostileValue)
        .map(([body, key, value]) => ({ ...(body as object), [key]: value })),
      fc
        .tuple(valid, fc.constantFrom(...properties))
        .map(([body, key]) => omit(body as Record<string, unknown>, key)),
      fc
        .tuple(valid, hostileString, hostileValue)
        .map(([body, key, value]) => ({ ...(body as object), [key]: value })),
    );
  }
  return fc.oneof(...mutations);
}

function omit(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const rest = { ...body };
  delete rest[key];
  return rest;
}

/** Raw bodies no JSON parser should turn into a 500. */
export const malformedRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("{", '{"a":', "[1,2", "\u0000", "nul", '{"a":1}{"b":2}', "\uFEFF{}", " "),
  fc.constant(`{"x":"${"y".repeat(1_100_000)}"}`),
  fc.string({ unit: "binary", maxLength: 80 }),
);

export const hostileContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "*/*",
);

/** Path segments that are not what the route expects, some of them not even valid URL encoding. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "99999999999999999999999999",
    "00000000-0000-0000-0000-000000000000",
    "%00",
    "..%2F..%2Fadmin",
    "%E0%A4%A",
    "%",
    "a".repeat(3_000),
    "null",
  ),
  fc.uuid(),
  hostileString.map(encode),
);

/** Authorization headers from absent to forged; `valid` is a real token. */
export function authorizationHeader(valid: string | undefined): fc.Arbitrary<string | undefined> {
  const forged: fc.Arbitrary<string> = fc.oneof(
    fc.constantFrom("Bearer", "Bearer ", "Basic YWRtaW46YWRtaW4=", "bearer null"),
    fc.stringMatching(/^[0-9a-f]{64}$/).map((hex) => `Bearer ${hex}`),
    hostileString.filter(isHeaderSafe).map((s) => `Bearer ${s}`),
  );
  const options: fc.WeightedArbitrary<string | undefined>[] = [
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: forged },
  ];
  if (valid) {
    options.push(
      { weight: 5, arbitrary: fc.constant(`Bearer ${valid}`) },
      { weight: 1, arbitrary: fc.constant(`Bearer ${valid} ${valid}`) },
    );
  }
  return fc.oneof(...options);
}

/** Header values fetch can send at all (latin-1, no line breaks or NUL). */
export const isHeaderSafe = (value: string): boolean => /^[\x20-\x7e\x80-\xff]*$/.test(value);
