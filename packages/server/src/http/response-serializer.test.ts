import { placeOrderResponseSchema } from "@proparena/contracts/trading";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  contractSerializerCompiler,
  responseJsonSchema,
  SerializerMismatch,
} from "./response-serializer";

const compile = (schema: z.ZodType, check: boolean) =>
  contractSerializerCompiler(check)({ schema, method: "GET", url: "/x", httpStatus: "200" });

const user = z.object({
  id: z.string(),
  name: z.string(),
  balanceCents: z.number().int(),
  note: z.string().nullable(),
  wallet: z.object({ address: z.string(), chainId: z.number().int() }).nullable(),
  tags: z.array(z.string()),
  nickname: z.string().optional(),
});

describe("answers serialised by their compiled contract", () => {
  it("writes only what the contract declares, in its order (a password hash stays home)", () => {
    const write = compile(user, false);
    const row = {
      passwordHash: "argon2id$secret",
      tags: ["a"],
      name: "Ann",
      id: "u1",
      balanceCents: 100,
      note: null,
      wallet: { chainId: 1, address: "0xabc", privateKey: "k" },
    };
    const text = write(row);
    expect(text).toBe(
      '{"id":"u1","name":"Ann","balanceCents":100,"note":null,"wallet":{"address":"0xabc","chainId":1},"tags":["a"]}',
    );
    expect(text).not.toContain("secret");
    expect(text).toBe(JSON.stringify(z.encode(user, row as z.output<typeof user>)));
  });

  it("a nullable object is a plain schema marked nullable, not a union settled per answer", () => {
    const json = responseJsonSchema(user) as {
      properties: Record<string, { anyOf?: unknown; nullable?: boolean; type?: unknown }>;
    };
    expect(json.properties.wallet!.anyOf).toBeUndefined();
    expect(json.properties.wallet).toMatchObject({ type: "object", nullable: true });
    // null and an object both written as zod writes them
    const write = compile(user, true);
    for (const wallet of [null, { address: "0x1", chainId: 8453 }]) {
      const row = { id: "u", name: "n", balanceCents: 1, note: "x", wallet, tags: [] };
      expect(write(row)).toBe(JSON.stringify(z.encode(user, row)));
    }
  });

  it("checking, a value outside its contract fails as zod alone would", () => {
    const write = compile(user, true);
    const bad = { id: "u", name: "n", balanceCents: 1.5, note: null, wallet: null, tags: [] };
    expect(() => write(bad)).toThrow(/balanceCents|integer|Response/i);
    // unchecked, the compiled writer does not validate (production trusts the typed code)
    expect(() => compile(user, false)(bad)).not.toThrow();
  });

  it("checking, a compiled text that differs from zod's is refused", () => {
    const row = { id: "u", name: "n", balanceCents: 1, note: null, wallet: null, tags: [] };
    const skewed = contractSerializerCompiler(true, () => () => '{"id":"u"}');
    const write = skewed({ schema: user, method: "GET", url: "/x", httpStatus: "200" });
    expect(() => write(row)).toThrow(SerializerMismatch);
    const same = contractSerializerCompiler(true, () => (data) => JSON.stringify(data));
    expect(same({ schema: user, method: "GET", url: "/x", httpStatus: "200" })(row)).toBe(
      JSON.stringify(row),
    );
  });

  it("a schema is compiled when it first writes, once for every route sharing it", () => {
    let compiles = 0;
    const counting = contractSerializerCompiler(false, () => {
      compiles += 1;
      return (data) => JSON.stringify(data);
    });
    const routes = ["/a", "/b", "/c"].map((url) =>
      counting({ schema: user, method: "GET", url, httpStatus: "404" }),
    );
    expect(compiles).toBe(0);
    const row = { id: "u", name: "n", balanceCents: 1, note: null, wallet: null, tags: [] };
    for (const write of routes) write(row);
    routes[0]!(row);
    expect(compiles).toBe(1);
  });

  it("a schema with no JSON form (a date) is written by zod", () => {
    const dated = z.object({ at: z.date() });
    expect(responseJsonSchema(dated)).toBeNull();
    expect(compile(dated, false)({ at: new Date(0), extra: 1 })).toBe(
      '{"at":"1970-01-01T00:00:00.000Z"}',
    );
  });

  it("a placed order's answer compiles and matches zod on a real shape", () => {
    const write = compile(placeOrderResponseSchema, true);
    const answer = {
      order: {
        id: "o1",
        accountId: "a1",
        symbol: "EURUSD",
        side: "buy",
        type: "market",
        volume: 1,
        price: null,
        stopLoss: null,
        takeProfit: 1.2,
        status: "filled",
        createdAt: "2026-11-30T00:00:00.000Z",
        filledAt: "2026-11-30T00:00:00.000Z",
        fillPrice: 1.1001,
        cancelledAt: null,
        cancelReason: null,
        ocoWith: null,
      },
      position: null,
      account: null,
    };
    // an account missing: zod refuses it, so the checked serialiser does
    expect(() => write(answer)).toThrow();
  });
});
