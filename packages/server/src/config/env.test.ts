import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { envSchema, mailLogsLinks, parseEnv } from "./env";
import { serverArgs } from "../../server-process.mjs";

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

describe("production defaults", () => {
  it("refuses the test market control in production", () => {
    const refused = parseEnv({
      NODE_ENV: "production",
      SMTP_URL: "smtp://m.example.com",
      TEST_MARKET_CONTROL: "1",
    });
    expect(!refused.ok && refused.message).toContain(
      "- TEST_MARKET_CONTROL: lets anyone move prices",
    );
    expect(parseEnv({ TEST_MARKET_CONTROL: "1" }).ok).toBe(true);
  });

  it("sends Discord posts only to Discord in production; tests point them at a receiver", () => {
    const production = { NODE_ENV: "production", SMTP_URL: "smtp://m.example.com" };
    const refused = parseEnv({ ...production, DISCORD_API_BASE: "http://127.0.0.1:4000" });
    expect(!refused.ok && refused.message).toContain(
      "- DISCORD_API_BASE: sends Discord posts somewhere other than https://discord.com",
    );
    expect(parseEnv({ ...production, DISCORD_API_BASE: "https://discord.com/" }).ok).toBe(true);
    const unset = parseEnv(production);
    expect(unset.ok && unset.env.DISCORD_API_BASE).toBeUndefined();
    const local = parseEnv({ NODE_ENV: "test", DISCORD_API_BASE: "http://127.0.0.1:4000" });
    expect(local.ok && local.env.DISCORD_API_BASE).toBe("http://127.0.0.1:4000");
    expect(parseEnv({ DISCORD_API_BASE: "ftp://x" }).ok).toBe(false);
  });

  it("refuses production without SMTP unless printing links to the log is asked for", () => {
    const refused = parseEnv({ NODE_ENV: "production" });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toContain("- SMTP_URL: production sends sign-up");
    const withSmtp = parseEnv({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.com" });
    expect(withSmtp.ok && mailLogsLinks(withSmtp.env)).toBe(false);
    const onPurpose = parseEnv({ NODE_ENV: "production", MAIL_LOG_LINKS: "1" });
    expect(onPurpose.ok && mailLogsLinks(onPurpose.env)).toBe(true);
    const development = parseEnv({});
    expect(development.ok && mailLogsLinks(development.env)).toBe(true);
    const quiet = parseEnv({ MAIL_LOG_LINKS: "false" });
    expect(quiet.ok && mailLogsLinks(quiet.env)).toBe(false);
  });

  it("the server process exits at start with that message", async () => {
    const root = fileURLToPath(new URL("../../../../", import.meta.url));
    const run = spawnSync(process.execPath, await serverArgs(), {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("SMTP_URL: production sends sign-up and reset links by e-mail");
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

describe("the market's configuration", () => {
  it("defaults to the simulated market and Binance's and OANDA's public endpoints", () => {
    const result = parseEnv({});
    expect(result.ok && result.env).toMatchObject({
      MARKET_FEED: "simulated",
      MARKET_REPLAY_SPEED: 1,
      BINANCE_WS_URL: "wss://data-stream.binance.vision",
      OANDA_STREAM_URL: "https://stream-fxtrade.oanda.com",
    });
  });

  it("refuses what cannot work together, naming each variable, and never prints the OANDA token", () => {
    const result = parseEnv({
      MARKET_FEED: "oanda",
      OANDA_TOKEN: "short",
      MARKET_REPLAY_SPEED: "0",
      BINANCE_WS_URL: "http://stream.example.com",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const line of [
      "- MARKET_REPLAY_SPEED: must be a number above 0",
      "- BINANCE_WS_URL: must be a WebSocket URL",
      "- OANDA_TOKEN: must be an OANDA API access token",
    ])
      expect(result.message).toContain(line);
    expect(result.message).not.toContain("short");
    const missing = parseEnv({ MARKET_VENUES: "EURUSD:oanda,BTCUSD:replay" });
    expect(!missing.ok && missing.message).toMatch(/- MARKET_REPLAY_FILE: replay needs the file/);
    expect(!missing.ok && missing.message).toMatch(/- OANDA_TOKEN: the OANDA venue needs it/);
    expect(!missing.ok && missing.message).toMatch(/- OANDA_ACCOUNT_ID: the OANDA venue needs it/);
    const wrong = parseEnv({ MARKET_VENUES: "EURUSD:binance", MARKET_FEED: "kraken" });
    expect(!wrong.ok && wrong.message).toMatch(/- MARKET_FEED:/);
    expect(parseEnv({ MARKET_VENUES: "EURUSD:binance" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("- MARKET_VENUES:"),
    });
    const good = parseEnv({
      MARKET_VENUES: "BTCUSD:binance,EURUSD:oanda,*:replay",
      MARKET_REPLAY_FILE: "ticks.csv",
      MARKET_REPLAY_SPEED: "2.5",
      OANDA_TOKEN: "0123456789abcdef",
      OANDA_ACCOUNT_ID: "101-004-1234567-001",
      BINANCE_WS_URL: "ws://127.0.0.1:9000",
    });
    expect(good.ok && good.env.MARKET_REPLAY_SPEED).toBe(2.5);
  });

  it("takes an independent reference feed, or none by default, and refuses one that is not independent", () => {
    const none = parseEnv({});
    expect(none.ok && none.env.MARKET_REFERENCE_FEED).toBeUndefined();
    expect(none.ok && none.env.MARKET_REFERENCE_MAX_AGE_MS).toBe(10_000);
    const binance = parseEnv({
      MARKET_REFERENCE_FEED: "binance",
      MARKET_REFERENCE_MAX_AGE_MS: "2500",
    });
    expect(
      binance.ok && [binance.env.MARKET_REFERENCE_FEED, binance.env.MARKET_REFERENCE_MAX_AGE_MS],
    ).toEqual(["binance", 2_500]);
    const cases: [Record<string, string>, RegExp][] = [
      [{ MARKET_REFERENCE_FEED: "kraken" }, /- MARKET_REFERENCE_FEED:/],
      [
        { MARKET_FEED: "binance", MARKET_REFERENCE_FEED: "binance" },
        /- MARKET_REFERENCE_FEED: binance already prices symbols of the market/,
      ],
      [
        {
          MARKET_VENUES: "EURUSD:oanda",
          OANDA_TOKEN: "0123456789abcdef",
          OANDA_ACCOUNT_ID: "101-004-1234567-001",
          MARKET_REFERENCE_FEED: "oanda",
        },
        /- MARKET_REFERENCE_FEED: oanda already prices/,
      ],
      [{ MARKET_REFERENCE_FEED: "oanda" }, /- OANDA_TOKEN: the OANDA reference needs it/],
      [
        { MARKET_REFERENCE_FEED: "replay" },
        /- MARKET_REFERENCE_REPLAY_FILE: the replay reference needs the file/,
      ],
      [
        {
          MARKET_FEED: "replay",
          MARKET_REPLAY_FILE: "a.csv",
          MARKET_REFERENCE_FEED: "replay",
          MARKET_REFERENCE_REPLAY_FILE: "a.csv",
        },
        /- MARKET_REFERENCE_REPLAY_FILE: is the recording the market plays/,
      ],
      [
        { MARKET_REFERENCE_REPLAY_FILE: "b.csv" },
        /- MARKET_REFERENCE_REPLAY_FILE: needs MARKET_REFERENCE_FEED=replay/,
      ],
      [
        { MARKET_REFERENCE_FEED: "binance", MARKET_REFERENCE_MAX_AGE_MS: "5" },
        /- MARKET_REFERENCE_MAX_AGE_MS: must be at least 100 ms/,
      ],
    ];
    for (const [env, message] of cases) {
      const result = parseEnv(env);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toMatch(message);
    }
    const replayBoth = parseEnv({
      MARKET_FEED: "replay",
      MARKET_REPLAY_FILE: "a.csv",
      MARKET_REFERENCE_FEED: "replay",
      MARKET_REFERENCE_REPLAY_FILE: "b.csv",
    });
    expect(replayBoth.ok).toBe(true);
  });
});
