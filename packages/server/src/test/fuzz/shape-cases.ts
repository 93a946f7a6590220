import fc from "fast-check";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { UPLOAD_RULES } from "@proparena/contracts/uploads";
import type { FuzzTarget, Operation } from "./fuzz-target";
import { fillPath, fixtureParam } from "./fuzz-target";
import { encode } from "./hostile-values";
import type { JsonSchema } from "./schema-arbitrary";
import { valueFor } from "./schema-arbitrary";
import type { RequestCase } from "./request-cases";

/**
 * Input shapes that once answered 5xx or an answer not in our error shape, sent to every route
 * where they apply on top of the random cases, so that they stay covered whatever the seed.
 * Each is a valid request (real token, fixtures, a schema-valid body) with one hostile piece,
 * and says what the answer must be.
 */
export interface ShapeCase extends RequestCase {
  /** What the hostile piece is, for messages. */
  shape: string;
  /** The one answer allowed (the code too, when given); none: any answer but a 5xx. */
  expected?: { status: number; code?: string };
}

/** Dates PostgreSQL cannot store or that are no day of the calendar. */
export const HOSTILE_DATES = [
  "0000-01-01",
  "10000-01-01",
  "2026-02-30",
  "2025-02-29",
  "2026-13-01",
];
export const HOSTILE_DATE_TIMES = [
  "0000-01-01T00:00:00Z",
  "10000-01-01T00:00:00Z",
  "+010000-01-01T00:00:00Z",
  "2026-02-30T00:00:00Z",
  // Year 1 east of UTC is still year 0 in UTC; the end of 9999 west of UTC is year 10000.
  "0001-01-01T00:00:00+01:00",
  "9999-12-31T23:59:59-01:00",
];

/** Page cursors a client could forge: times and numbers out of range, broken text, garbage. */
const UUID = "00000000-0000-4000-8000-000000000000";
const cursorTimes = [
  "0000-01-01T00:00:00.000Z",
  "0000-12-31T23:00:00.000000Z",
  "+010000-01-01T00:00:00.000Z",
  "-000001-01-01T00:00:00.000Z",
  "2026-02-30T00:00:00.000Z",
  "2026-02-30T00:00:00.000000Z",
  "2026",
  "1 Jan 2026",
  "9999-12-31T23:59:59.999999+05:00",
];
const cursorNumbers = ["9223372036854775808", "-9223372036854775809", "99999999999999999999"];
const cursorTexts = ["\u0000", "a\u0000b", "\uD800", "x".repeat(600)];
const b64 = (text: string) => Buffer.from(text).toString("base64url");
export const HOSTILE_CURSORS: string[] = [
  ...cursorTimes.map((time) => b64(`${time}|${UUID}`)),
  ...[...cursorTimes, ...cursorNumbers, ...cursorTexts].map((value) =>
    b64(JSON.stringify([value, UUID])),
  ),
  b64(JSON.stringify([1, UUID])),
  b64(JSON.stringify(["2026-01-01T00:00:00.000000Z", "not-a-uuid"])),
  b64(JSON.stringify({ __proto__: null, value: 1 })),
  b64(`2026-01-01T00:00:00.000Z|${UUID}|extra`),
  "%%%",
  "////",
];

/** Names every object has through its prototype; none is a sort or a filter. */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

/** Percent-encodings no decoder accepts. */
export const MALFORMED_ENCODINGS = ["%", "%E0%A4%A", "%zz", "%C0%AF%", "%FF%FE"];

const formats = (schema: JsonSchema | undefined): string[] =>
  !schema
    ? []
    : [schema.format ?? "", ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(formats)];

/** The hostile dates for a schema that takes a date, a date-time, or either; none otherwise. */
export function hostileDatesFor(schema: JsonSchema | undefined): string[] {
  const taken = formats(schema);
  return [
    ...(taken.includes("date") ? HOSTILE_DATES : []),
    ...(taken.includes("date-time") ? HOSTILE_DATE_TIMES : []),
  ];
}

/** The properties of a body schema, of each alternative when it is a union. */
function bodyAlternatives(schema: JsonSchema | undefined): JsonSchema[] {
  if (!schema) return [];
  const alternatives = schema.oneOf ?? schema.anyOf;
  return alternatives ? alternatives.flatMap(bodyAlternatives) : schema.properties ? [schema] : [];
}

const sample = <T>(arbitrary: fc.Arbitrary<T>): T =>
  fc.sample(arbitrary, { seed: 11, numRuns: 1 })[0]!;

/** Every shape case of one operation. */
export function shapeCases(target: FuzzTarget, op: Operation): ShapeCase[] {
  const token = op.admin ? target.tokens.admin : target.tokens.a;
  const fixtures = Object.fromEntries(
    op.pathParams.map(({ name }) => [name, fixtureParam(target, op, name)]),
  );
  const path = fillPath(op, fixtures);
  const sendsBody = op.method !== "GET" && op.method !== "HEAD";
  const validBody = sendsBody && op.body ? sample(valueFor(op.body)) : undefined;
  const request = (
    shape: string,
    url: string,
    expected: ShapeCase["expected"] | undefined,
    body: unknown = validBody,
  ): ShapeCase => ({
    shape,
    method: op.method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    expected,
  });
  const refused = { status: 400 };
  const badUrl = { status: 400, code: ERROR_CODES.badRequest };
  const tooLong = { status: 414, code: ERROR_CODES.badRequest };
  const cases: ShapeCase[] = [];

  for (const { name, schema } of op.pathParams) {
    for (const date of hostileDatesFor(schema)) {
      cases.push(
        request(`date ${date} in :${name}`, fillPath(op, { ...fixtures, [name]: date }), refused),
      );
    }
    const overlong = fillPath(op, { ...fixtures, [name]: "a".repeat(101) });
    cases.push(request(`:${name} of 101 characters`, overlong, tooLong));
    for (const broken of MALFORMED_ENCODINGS) {
      cases.push(
        request(
          `encoding ${broken} in :${name}`,
          fillPath(op, { ...fixtures, [name]: broken }),
          badUrl,
        ),
      );
    }
  }
  for (const { name, schema } of op.queryParams) {
    for (const date of hostileDatesFor(schema)) {
      cases.push(request(`date ${date} in ?${name}`, `${path}?${name}=${encode(date)}`, refused));
    }
    if (name === "cursor") {
      for (const cursor of HOSTILE_CURSORS) {
        cases.push(
          request(`cursor ${cursor.slice(0, 40)}`, `${path}?cursor=${encode(cursor)}`, refused),
        );
      }
    }
    // Not valid percent-encoding in a value: taken as text or refused, never a 5xx.
    cases.push(request(`encoding in ?${name}`, `${path}?${name}=%E0%A4%A`, undefined));
  }
  const sortable = op.queryParams.some((p) => p.name === "sort");
  for (const key of PROTOTYPE_KEYS) {
    if (sortable) {
      cases.push(request(`sort by ${key}`, `${path}?sort=${encode(key)}`, refused));
      cases.push(request(`sort by -${key}`, `${path}?sort=-${encode(key)}`, refused));
      cases.push(request(`filter ${key}`, `${path}?${encode(key)}=x`, refused));
    } else if (key === "__proto__") {
      // No route takes it, and a schema would drop it silently: every route refuses it.
      cases.push(request(`query ${key}`, `${path}?${key}=x`, refused));
    }
  }
  for (const alternative of bodyAlternatives(op.body)) {
    for (const [field, schema] of Object.entries(alternative.properties ?? {})) {
      for (const date of hostileDatesFor(schema)) {
        const body = { ...(sample(valueFor(alternative)) as object), [field]: date };
        cases.push(request(`date ${date} in body.${field}`, path, refused, body));
      }
    }
  }
  if (op.path === "/api/uploads/{purpose}") {
    for (const [purpose, rule] of Object.entries(UPLOAD_RULES)) {
      // Merch images are the admins' to upload.
      const uploader = purpose === "merch" ? target.tokens.admin : token;
      cases.push({
        shape: `${purpose} upload of ${rule.maxBytes + 1} bytes`,
        method: op.method,
        url: fillPath(op, { purpose }),
        headers: {
          authorization: `Bearer ${uploader}`,
          "content-type": "application/octet-stream",
        },
        body: "x".repeat(rule.maxBytes + 1),
        expected: { status: 413, code: ERROR_CODES.fileTooLarge },
      });
    }
  }
  return cases;
}

/** URLs no route can be found for because they cannot be decoded: refused in our shape. */
export function malformedUrlCases(token: string): ShapeCase[] {
  const badUrl = { status: 400, code: ERROR_CODES.badRequest };
  return ["/api/%", "/api/users/%E0%A4%A", "/%", "/api/docs/%", "/api/admin/%zz", "/%C0%AF%"].map(
    (url) => ({
      shape: `malformed URL ${url}`,
      method: "GET",
      url,
      headers: { authorization: `Bearer ${token}` },
      expected: badUrl,
    }),
  );
}
