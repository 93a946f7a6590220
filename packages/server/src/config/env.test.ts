import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema, parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills every default from an empty environment", () => {
    const result = parseEnv({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      DAILY_RESET_TZ: "UTC",
      PRODUCT_NAME: "PropArena",
    });
    expect(result.env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const result = parseEnv({ DATABASE_URL: "", PORT: "" });
    expect(result.ok && result.env.DATABASE_URL === undefined && result.env.PORT === 3000).toBe(
      true,
    );
  });

  it("lists every bad variable in one message", () => {
    const result = parseEnv({
      PORT: "eighty",
      DATABASE_URL: "mysql://x",
      DAILY_RESET_TZ: "Mars/Olympus",
      ADMIN_EMAIL: "boss@example.com",
      TRUST_PROXY: "maybe",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const name of [
      "PORT",
      "DATABASE_URL",
      "DAILY_RESET_TZ",
      "ADMIN_PASSWORD",
      "TRUST_PROXY",
    ]) {
      expect(result.message).toContain(`- ${name}:`);
    }
    expect(result.message).toContain('(got "eighty")');
    expect(result.message).not.toContain("mysql://x");
  });
});

describe("documentation of the configuration", () => {
  const names = Object.keys(envSchema.shape).sort();
  it.each([".env.example", "README.md"])(
    "%s documents exactly the variables the server reads",
    (file) => {
      const text = readFileSync(new URL(`../../../../${file}`, import.meta.url), "utf8");
      const documented = new Set(
        [
          ...text.matchAll(
            file === "README.md" ? /^\|\s*`([A-Z_]+)`\s*\|/gm : /^#?\s*([A-Z_]+)=/gm,
          ),
        ].map((m) => m[1]),
      );
      expect([...documented].sort()).toEqual(names);
    },
  );
});
