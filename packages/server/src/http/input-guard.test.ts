import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, users } from "../db/schema";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInTrader } from "../test/test-users";
import { inputProblem, MAX_DEPTH } from "./input-guard";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const nested = (depth: number): unknown => (depth === 0 ? "x" : { a: nested(depth - 1) });

describe("input no schema states", () => {
  it("finds NUL characters in values and keys, and nesting past the limit, without recursion", () => {
    expect(inputProblem({ name: "Ada", tags: ["a", "b"] })).toBeNull();
    expect(inputProblem({ name: "Ada\u0000" })).toMatch(/NUL/);
    expect(inputProblem({ list: [{ deep: ["ok", "bad\u0000"] }] })).toMatch(/NUL/);
    expect(inputProblem({ "k\u0000": 1 })).toMatch(/NUL/);
    expect(inputProblem(nested(MAX_DEPTH - 1))).toBeNull();
    expect(inputProblem(nested(MAX_DEPTH + 1))).toMatch(/nested/);
    // A hundred thousand levels: refused at the limit, no stack overflow.
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inputProblem(deep)).toMatch(/nested/);
    expect(inputProblem(Buffer.from("raw\u0000body"))).toBeNull();
  });

  it("answers a NUL byte in any text field with 400 and stores nothing", async () => {
    const signup = await server.request("POST", "/api/auth/signup", {
      body: { email: "nul@example.com", password: "a long password", name: "Nul\u0000l" },
    });
    expect(signup.status).toBe(400);
    expect(signup.body).toEqual({
      code: "BAD_REQUEST",
      message: "Text must not contain NUL characters.",
    });
    const contact = await server.request("POST", "/api/contact", {
      body: { name: "A", email: "a@example.com", subject: "Hi", message: "\u0000" },
    });
    expect(contact.status).toBe(400);
    const db = server.database.db;
    const [people] = await db.select({ n: count() }).from(users);
    const [messages] = await db.select({ n: count() }).from(contactMessages);
    expect([people!.n, messages!.n]).toEqual([0, 0]);
  });

  it("answers NUL bytes in the query string and the path with 400", async () => {
    const token = await signedInTrader(server, "query@example.com");
    const search = await server.request("GET", "/api/leaderboard?board=phase-1%00", { token });
    expect(search.status).toBe(400);
    const path = await server.request("GET", "/api/accounts/abc%00def/positions", { token });
    expect(path.status).toBe(400);
  });

  it("answers deeply nested JSON with 400", async () => {
    const deep = "[".repeat(5_000) + "]".repeat(5_000);
    const res = await server.request("POST", "/api/auth/signin", {
      rawBody: `{"email":"a@b.co","password":"x","extra":${deep}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/nested/);
  });
});
