import fc from "fast-check";

/** The part of JSON Schema (OpenAPI 3.0 flavour) our route documents use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  uuid: fc.uuid(),
  "date-time": fc
    .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
    .map((d) => d.toISOString()),
  date: fc
    .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
};

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!;
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern));
    const { minLength = 0, maxLength = Infinity } = schema;
    return matching.filter((s) => s.length >= minLength && s.length <= maxLength);
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  const min =
    schema.minimum ??
    (typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : -1e6);
  const max =
    schema.maximum ?? (typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : 1e6);
  if (integer) {
    return fc.integer({
      min: Math.ceil(min) + (exclusiveMin || typeof schema.exclusiveMinimum === "number" ? 1 : 0),
      max: Math.floor(max) - (exclusiveMax || typeof schema.exclusiveMaximum === "number" ? 1 : 0),
    });
  }
  return fc.double({
    min,
    max,
    minExcluded: exclusiveMin || typeof schema.exclusiveMinimum === "number",
    maxExcluded: exclusiveMax || typeof schema.exclusiveMaximum === "number",
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** Values that satisfy `schema` as documented (the server may still refuse them on business rules). */
export function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const plain = valueForType(schema);
  return schema.nullable ? fc.option(plain, { nil: null, freq: 5 }) : plain;
}

function valueForType(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(valueFor));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? inferType(schema)];
  return fc.oneof(...types.map((type) => valueOfType(type, schema)));
}

function inferType(schema: JsonSchema): string {
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return "any";
}

function valueOfType(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(valueFor(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = valueFor(property);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
