// Answers serialised by their contract: each route's zod response schema is compiled once into a
// fast-json-stringify function (fastify's own serialiser), which writes only the fields the
// contract declares, so nothing the contract leaves out (a password hash, say) leaves the server.
// Checking every answer with zod first cost ~60 us of a placed order's ~700 us on a 2-core VM;
// tests run both and hold them equal on every answer the suite makes (`check`).
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { $ZodType } from "zod/v4/core";

type JsonSchema = { [key: string]: unknown };

/**
 * A value that may be null, as fast-json-stringify reads it: `nullable` on the schema itself
 * (zod writes `anyOf: [schema, {type: "null"}]`, which fast-json-stringify would settle by
 * validating the value against each branch on every answer).
 */
function withNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullable);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = withNullable(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const isNull = (s: JsonSchema) => s.type === "null" && Object.keys(s).length === 1;
    const [a, b] = anyOf as JsonSchema[];
    const other = isNull(a!) ? b! : isNull(b!) ? a! : null;
    if (other && typeof other.type === "string" && other.type !== "null") {
      delete out.anyOf;
      return { ...other, ...out, nullable: true };
    }
  }
  return out;
}

/** The zod schema of a route's response schema (itself, or fastify's `{properties}` wrap). */
function zodSchemaOf(schema: unknown): $ZodType | null {
  if (schema instanceof $ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  return wrapped instanceof $ZodType ? wrapped : null;
}

/** The JSON schema a zod response schema compiles to; null when it has no JSON form. */
export function responseJsonSchema(schema: unknown): JsonSchema | null {
  const zod = zodSchemaOf(schema);
  if (!zod) return null;
  try {
    const json = z.toJSONSchema(zod as z.ZodType, {
      target: "draft-7",
      io: "output",
      unrepresentable: "throw",
    }) as JsonSchema;
    delete json.$schema;
    return withNullable(json) as JsonSchema;
  } catch {
    return null;
  }
}

/** Thrown (in checking mode) when the compiled serialiser and zod's answer differ. */
export class SerializerMismatch extends Error {}

/**
 * The serializer compiler for every route: the compiled contract, falling back to zod's
 * serializer for a schema with no JSON form. A schema is compiled when it first writes an
 * answer, once however many routes and statuses share it (every route's error answers do), so
 * boot does not compile ~200 routes' schemas. With `check` (tests), zod checks each answer too (a
 * value outside its contract fails the request, as zod alone would) and the two texts must be
 * equal.
 */
export function contractSerializerCompiler(
  check: boolean,
  compileJson: (schema: JsonSchema) => (data: unknown) => string = (schema) =>
    fastJson(schema as unknown as Parameters<typeof fastJson>[0]),
): FastifySerializerCompiler<unknown> {
  /** By zod schema: its compiled writer, or null when it has no JSON form. */
  const compiled = new WeakMap<$ZodType, ((data: unknown) => string) | null>();
  const writerOf = (zod: $ZodType) => {
    let fast = compiled.get(zod);
    if (fast === undefined) {
      const json = responseJsonSchema(zod);
      fast = json ? compileJson(json) : null;
      compiled.set(zod, fast);
    }
    return fast;
  };
  return (route) => {
    const zodSerialize = zodSerializerCompiler(
      route as Parameters<typeof zodSerializerCompiler>[0],
    );
    const zod = zodSchemaOf(route.schema);
    if (!zod) return zodSerialize;
    return (data: unknown) => {
      const fast = writerOf(zod);
      if (!fast) return zodSerialize(data);
      if (!check) return fast(data);
      const expected = zodSerialize(data);
      const written = fast(data);
      if (written !== expected) {
        throw new SerializerMismatch(
          `${route.method} ${route.url} (${route.httpStatus}): the compiled serialiser wrote ${written.slice(0, 400)}, zod ${expected.slice(0, 400)}`,
        );
      }
      return written;
    };
  };
}
