import fc from "fast-check";
import type { FuzzTarget, Operation } from "./fuzz-target";
import { fillPath, fixtureParam } from "./fuzz-target";
import {
  authorizationHeader,
  encode,
  hostileBody,
  hostileContentType,
  hostileSegment,
  hostileString,
  isHeaderSafe,
  malformedRawBody,
} from "./hostile-values";
import { valueFor, type JsonSchema } from "./schema-arbitrary";
import { HOSTILE_CURSORS, hostileDatesFor } from "./shape-cases";

/** The shapes a parameter learnt to fear: forged cursors, dates out of range or off the calendar. */
function learntShapes(name: string, schema: JsonSchema): fc.Arbitrary<string>[] {
  const dates = hostileDatesFor(schema);
  return [
    ...(name === "cursor" ? [fc.constantFrom(...HOSTILE_CURSORS)] : []),
    ...(dates.length ? [fc.constantFrom(...dates)] : []),
  ];
}

/** One generated request, ready for fetch. */
export interface RequestCase {
  method: string;
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Hostile requests for one operation, built on valid ones so that they reach the handler: each
 * path parameter is the real resource, a schema-valid stranger or garbage; query parameters are
 * valid, hostile, repeated or unknown; the body is a valid one with a field broken, missing or
 * added, any JSON at all, or not JSON; the token is real, doubled, forged or absent.
 */
export function requestCases(target: FuzzTarget, op: Operation): fc.Arbitrary<RequestCase> {
  const token = op.admin ? target.tokens.admin : target.tokens.a;
  const pathValues = fc.record(
    Object.fromEntries(
      op.pathParams.map(({ name, schema }) => [
        name,
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(fixtureParam(target, op, name)) },
          { weight: 1, arbitrary: valueFor(schema).map(encode) },
          { weight: 2, arbitrary: hostileSegment },
          ...learntShapes(name, schema).map((arbitrary) => ({ weight: 1, arbitrary })),
        ),
      ]),
    ),
  );
  const query = fc
    .tuple(
      ...op.queryParams.map(({ name, schema }) =>
        fc.option(
          fc
            .oneof(valueFor(schema).map(String), hostileString, ...learntShapes(name, schema))
            .map((v) => [[name, v]]),
          { nil: [] as string[][] },
        ),
      ),
      fc.option(fc.tuple(hostileString, hostileString), { nil: undefined }),
      fc.boolean(),
    )
    .map((parts) => {
      const duplicate = parts.pop() as boolean;
      const unknown = parts.pop() as [string, string] | undefined;
      const pairs = (parts as string[][][]).flat();
      if (unknown) pairs.push(unknown);
      if (duplicate && pairs[0]) pairs.push(pairs[0]);
      return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
    });
  const sendsBody = op.method !== "GET" && op.method !== "HEAD";
  const body: fc.Arbitrary<{ raw?: string; contentType?: string }> = sendsBody
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: hostileBody(op.body).map((value) =>
            value === undefined
              ? {}
              : { raw: JSON.stringify(value), contentType: "application/json" },
          ),
        },
        {
          weight: 1,
          arbitrary: fc.record({ raw: malformedRawBody, contentType: hostileContentType }),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            raw: hostileBody(op.body).map((v) => JSON.stringify(v) ?? ""),
            contentType: hostileContentType,
          }),
        },
      )
    : fc.constant({});
  const extraHeaders = fc.dictionary(
    fc.constantFrom(
      "stripe-signature",
      "test-signature",
      "idempotency-key",
      "x-forwarded-for",
      "accept",
    ),
    hostileString.filter(isHeaderSafe),
    { maxKeys: 2 },
  );
  return fc
    .record({
      path: pathValues.map((values) => fillPath(op, values)),
      query,
      authorization: authorizationHeader(token),
      body,
      extraHeaders,
    })
    .map(({ path, query, authorization, body, extraHeaders }) => {
      const headers: Record<string, string> = { ...extraHeaders };
      if (authorization !== undefined) headers.authorization = authorization;
      if (body.contentType !== undefined) headers["content-type"] = body.contentType;
      return {
        method: op.method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body.raw !== undefined ? { body: body.raw } : {}),
      };
    });
}
