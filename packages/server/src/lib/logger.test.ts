import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { hashPassword } from "./passwords";
import { createLogger, scrubSecrets } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger("info", stream), text: () => lines.join("") };
}

describe("the server's log", () => {
  it("redacts authorization, cookies, passwords, hashes and tokens by path", () => {
    const { log, text } = capture();
    log.info(
      {
        req: { method: "POST", headers: { authorization: "Bearer s3cr3t", cookie: "sid=abc" } },
        body: { email: "a@example.com", password: "hunter2 hunter2", token: "t0k3n" },
        user: { passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$abc$def" },
      },
      "request",
    );
    const out = text();
    for (const secret of ["s3cr3t", "sid=abc", "hunter2", "t0k3n", "argon2id"]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("a@example.com");
    expect(out).toContain("[redacted]");
  });

  it("scrubs a password hash and tokens out of an error's message and stack", async () => {
    const hash = await hashPassword("a long secret password");
    const token = "ab".repeat(32);
    const failed = new Error(
      `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@example.com,${hash}`,
    );
    const cause = new Error(`duplicate key for session ${token} (hash ${hash})`);
    const { log, text } = capture();
    log.error({ err: Object.assign(failed, { cause }) }, "signup failed");
    const out = text();
    expect(out).not.toContain(hash);
    expect(out).not.toContain("$argon2");
    expect(out).not.toContain(token);
    expect(out).toContain("Failed query: insert into");
    expect(out).toContain("params: [redacted]");
    expect(out).toContain("duplicate key for session [token]");
  });

  it("scrubSecrets leaves ordinary text alone", () => {
    expect(scrubSecrets("order 42 filled at 1.10010")).toBe("order 42 filled at 1.10010");
  });
});
