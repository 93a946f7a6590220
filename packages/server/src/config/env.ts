import { MARKET_HOURS } from "@proparena/domain/market/sessions";
import { z } from "zod";
import { DISCORD_API } from "../services/discord/discord-api";
import { parseVenuePlan, REFERENCE_VENUES, VENUES, venuesInPlan } from "../market/venue-plan";
import { BINANCE_DEFAULT_URL, OANDA_DEFAULT_URL } from "../market/venues/venue-symbols";

const bool = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

const optionalUrl = (protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)),
      `must be a ${what} URL (${protocols.map((p) => `${p}://`).join(" or ")}...)`,
    );

const evmAddress = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, "must be a 0x address (40 hex digits)")
  .optional();

const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as UTC or America/New_York");

/**
 * Every environment variable the server reads. README.md and .env.example document the same
 * list; a test keeps the three in step.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number (0-65535)" })
    .int("must be a port number (0-65535)")
    .min(0, "must be a port number (0-65535)")
    .max(65535, "must be a port number (0-65535)")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_ORIGIN: optionalUrl(["http", "https"], "http(s)"),
  PRODUCT_NAME: z.string().min(1).default("PropArena"),
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * Uploaded files (KYC documents, ticket attachments, avatars, merch images); default
   * DATA_DIR/files. Several instances must share this folder (a shared volume).
   */
  FILES_DIR: z.string().min(1).optional(),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"], "PostgreSQL"),
  REDIS_URL: optionalUrl(["redis", "rediss"], "Redis"),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, "must be 1-64 letters, digits, ':', '_' or '-'")
    .default("proparena"),
  INSTANCE_URL: optionalUrl(["http", "https"], "http(s)"),
  SMTP_URL: optionalUrl(["smtp", "smtps"], "SMTP"),
  /** Print e-mails (links included) to the log without SMTP; default: not in production. */
  MAIL_LOG_LINKS: bool.optional(),
  /** Browser tests: POST /api/test/market/quote publishes a quote (refused in production). */
  TEST_MARKET_CONTROL: bool.optional(),
  /**
   * Tests: every answer is checked by its zod contract as well as written by the compiled one,
   * and the two must agree (http/response-serializer.ts); costs ~60 us per answer.
   */
  CHECK_RESPONSES: bool.optional(),
  MAIL_FROM: z.string().min(3).default("PropArena <no-reply@proparena.local>"),
  HERO_VIDEO_BASE_URL: z.string().trim().min(1).default("/hero"),
  /**
   * Where Discord posts go: Discord's own API by default. Tests point it at a local receiver;
   * the webhook URL an admin saves is always Discord's (https://discord.com/api/webhooks/…),
   * whatever this says. Anything but Discord is refused in production.
   */
  DISCORD_API_BASE: optionalUrl(["http", "https"], "http(s)"),
  COMMUNITY_CHAT_URL: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }))
    .default("https://discord.gg/proparena"),
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: "must be an email address" }))
    .default("support@proparena.local"),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "must be an email address" }))
    .optional(),
  ADMIN_PASSWORD: z.string().min(10, "must be at least 10 characters").optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 365)
    .default(24 * 30),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 365)
    .default(24 * 7),
  DAILY_RESET_TZ: timeZone.default("UTC"),
  /** Open positions and followers' feed items show this many minutes after they happened. */
  OPENBOOK_DELAY_MINUTES: z.coerce
    .number({ error: "must be a whole number of minutes (0-1440)" })
    .int("must be a whole number of minutes (0-1440)")
    .min(0, "must be a whole number of minutes (0-1440)")
    .max(1_440, "must be a whole number of minutes (0-1440)")
    .default(15),
  TRUST_PROXY: bool.default(false),
  WEB_DIST_DIR: z.string().min(1).default("packages/web/dist"),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_..., sk_live_...)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_...)")
    .optional(),
  /** Where prices come from for every symbol MARKET_VENUES does not name (docs/market-data.md). */
  MARKET_FEED: z.enum(VENUES).default("simulated"),
  /** Which venue prices which symbol: `BTCUSD:binance,EURUSD:oanda,*:simulated` or a .json file. */
  MARKET_VENUES: z.string().trim().min(1).optional(),
  /** Replay: one recorded file, or a pattern with * in the file name. */
  MARKET_REPLAY_FILE: z.string().trim().min(1).optional(),
  MARKET_REPLAY_SPEED: z.coerce
    .number({ error: "must be a number above 0 (1 is real time)" })
    .positive("must be a number above 0 (1 is real time)")
    .max(10_000, "must be at most 10,000")
    .default(1),
  /** Market hours: `real` sessions (the default) or `always-open` (tests, benchmarks). */
  MARKET_SESSIONS: z.enum(MARKET_HOURS).default("real"),
  /** The leader records every quote it publishes here (NDJSON, one file per UTC day). */
  MARKET_RECORD_DIR: z.string().trim().min(1).optional(),
  BINANCE_WS_URL: optionalUrl(["ws", "wss"], "WebSocket").transform(
    (v) => v ?? BINANCE_DEFAULT_URL,
  ),
  OANDA_TOKEN: z.string().trim().min(8, "must be an OANDA API access token").optional(),
  OANDA_ACCOUNT_ID: z
    .string()
    .trim()
    .regex(/^\d+-\d+-\d+-\d+$/, "must be a v20 account id such as 101-004-1234567-001")
    .optional(),
  OANDA_STREAM_URL: optionalUrl(["http", "https"], "http(s)").transform(
    (v) => v ?? OANDA_DEFAULT_URL,
  ),
  /**
   * An independent venue every fill is compared with (docs/market-data.md, "The reference
   * feed"); unset: no reference.
   */
  MARKET_REFERENCE_FEED: z.enum(REFERENCE_VENUES).optional(),
  /** The recording the replay reference plays (one file or a pattern). */
  MARKET_REFERENCE_REPLAY_FILE: z.string().trim().min(1).optional(),
  /** A reference quote older than this at a fill is not compared with it. */
  MARKET_REFERENCE_MAX_AGE_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100 ms")
    .max(600_000, "must be at most 600,000 ms (10 minutes)")
    .default(10_000),
  /**
   * The payout chain (README, "Payouts on chain"). Unset: the server runs an embedded chain in its own
   * process, kept under DATA_DIR/chain. Set: any EVM chain's JSON-RPC URL (never shown).
   */
  CHAIN_RPC_URL: optionalUrl(["http", "https"], "http(s)"),
  /** The configured chain's id (checked against what the RPC answers). */
  CHAIN_ID: z.coerce
    .number({ error: "must be a chain id (a whole number above 0)" })
    .int("must be a chain id (a whole number above 0)")
    .positive("must be a chain id (a whole number above 0)")
    .optional(),
  /** The RPC URL GET /api/chain tells wallets for the configured chain (not CHAIN_RPC_URL). */
  CHAIN_PUBLIC_RPC_URL: optionalUrl(["http", "https"], "http(s)"),
  /** The PayoutDistributor on the configured chain (`npm run chain:deploy` prints it). */
  PAYOUT_CONTRACT_ADDRESS: evmAddress,
  /** The stablecoin (ERC-20) payouts are made in on the configured chain. */
  PAYOUT_TOKEN_ADDRESS: evmAddress,
  /** The operator's private key: posts and funds the weekly roots (0x + 64 hex digits). */
  CHAIN_OPERATOR_KEY: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{64}$/, "must be a private key: 0x and 64 hex digits")
    .optional(),
  /** Who may veto a posted root during its dispute delay. */
  CHAIN_GUARDIAN_ADDRESS: evmAddress,
  /**
   * The embedded chain's dispute delay in seconds, fixed when it first deploys (default 24 h;
   * the browser test sets 0 to claim at once).
   */
  CHAIN_DISPUTE_DELAY_SECONDS: z.coerce
    .number({ error: "must be whole seconds, 0 to 604,800" })
    .int("must be whole seconds, 0 to 604,800")
    .min(0, "must be whole seconds, 0 to 604,800")
    .max(604_800, "must be whole seconds, 0 to 604,800")
    .optional(),
  /** Blocks on top of a contract event's before the leader books it (configured chain; 3). */
  CHAIN_CONFIRMATIONS: z.coerce
    .number({ error: "must be a whole number of blocks, 0 to 100" })
    .int("must be a whole number of blocks, 0 to 100")
    .min(0, "must be a whole number of blocks, 0 to 100")
    .max(100, "must be a whole number of blocks, 0 to 100")
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export type EnvResult = { ok: true; env: Env } | { ok: false; message: string };

/** Parses the environment; on failure one message lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = envSchema.safeParse(cleaned);
  const issues: { path: PropertyKey[]; message: string }[] = result.success
    ? []
    : [...result.error.issues];
  if (Boolean(cleaned.ADMIN_EMAIL) !== Boolean(cleaned.ADMIN_PASSWORD)) {
    issues.push({
      path: [cleaned.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
      message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    });
  }
  if (Boolean(cleaned.STRIPE_SECRET_KEY) !== Boolean(cleaned.STRIPE_WEBHOOK_SECRET)) {
    issues.push({
      path: [cleaned.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
      message: "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together",
    });
  }
  if (cleaned.NODE_ENV === "production" && !cleaned.SMTP_URL && !result.data?.MAIL_LOG_LINKS) {
    issues.push({
      path: ["SMTP_URL"],
      message:
        "production sends sign-up and reset links by e-mail: set SMTP_URL, or MAIL_LOG_LINKS=1 to print them to the log on purpose",
    });
  }
  if (cleaned.NODE_ENV === "production" && result.data?.TEST_MARKET_CONTROL) {
    issues.push({
      path: ["TEST_MARKET_CONTROL"],
      message: "lets anyone move prices: never in production",
    });
  }
  if (
    cleaned.NODE_ENV === "production" &&
    result.data?.DISCORD_API_BASE &&
    result.data.DISCORD_API_BASE.replace(/\/+$/, "") !== DISCORD_API
  ) {
    issues.push({
      path: ["DISCORD_API_BASE"],
      message: `sends Discord posts somewhere other than ${DISCORD_API}: never in production`,
    });
  }
  issues.push(...marketIssues(result.data));
  issues.push(...chainIssues(result.data));
  if (result.success && issues.length === 0) return { ok: true, env: result.data };
  const lines = issues.map((i) => {
    const name = String(i.path[0] ?? "environment");
    const value = source[name];
    const shown =
      value === undefined || /PASSWORD|SECRET|URL|KEY|TOKEN/.test(name) ? "" : ` (got "${value}")`;
    return `  - ${name}: ${i.message}${shown}`;
  });
  return {
    ok: false,
    message: `Invalid configuration, fix these environment variables:\n${lines.join("\n")}`,
  };
}

/** The market venues' settings that only make sense together (docs/market-data.md). */
function marketIssues(env: Env | undefined): { path: PropertyKey[]; message: string }[] {
  if (!env) return [];
  const plan = parseVenuePlan(env.MARKET_VENUES, env.MARKET_FEED);
  if (!plan.ok) return [{ path: ["MARKET_VENUES"], message: plan.message }];
  const venues = venuesInPlan(plan.plan);
  const issues: { path: PropertyKey[]; message: string }[] = [];
  if (venues.has("replay") && !env.MARKET_REPLAY_FILE)
    issues.push({ path: ["MARKET_REPLAY_FILE"], message: "replay needs the file to play" });
  if (venues.has("oanda"))
    for (const name of ["OANDA_TOKEN", "OANDA_ACCOUNT_ID"] as const)
      if (!env[name]) issues.push({ path: [name], message: "the OANDA venue needs it" });
  issues.push(...referenceIssues(env, venues));
  return issues;
}

/**
 * A configured chain needs its id, the contract, the token and the operator's key; the
 * embedded chain deploys its own, so naming them without CHAIN_RPC_URL is a mistake.
 */
function chainIssues(env: Env | undefined): { path: PropertyKey[]; message: string }[] {
  if (!env) return [];
  const named = [
    "CHAIN_ID",
    "PAYOUT_CONTRACT_ADDRESS",
    "PAYOUT_TOKEN_ADDRESS",
    "CHAIN_OPERATOR_KEY",
  ] as const;
  if (env.CHAIN_RPC_URL) {
    return named
      .filter((name) => env[name] === undefined)
      .map((name) => ({ path: [name], message: "a chain set by CHAIN_RPC_URL needs it" }));
  }
  return [...named, "CHAIN_PUBLIC_RPC_URL" as const]
    .filter((name) => env[name] !== undefined)
    .map((name) => ({
      path: [name],
      message:
        "names a chain of its own: set CHAIN_RPC_URL too, or unset it for the embedded chain",
    }));
}

/** The reference feed must be another source than the one it checks, with what it needs. */
function referenceIssues(
  env: Env,
  venues: ReadonlySet<string>,
): { path: PropertyKey[]; message: string }[] {
  const reference = env.MARKET_REFERENCE_FEED;
  if (!reference) {
    return env.MARKET_REFERENCE_REPLAY_FILE
      ? [{ path: ["MARKET_REFERENCE_REPLAY_FILE"], message: "needs MARKET_REFERENCE_FEED=replay" }]
      : [];
  }
  const issues: { path: PropertyKey[]; message: string }[] = [];
  if (reference === "replay") {
    if (!env.MARKET_REFERENCE_REPLAY_FILE)
      issues.push({
        path: ["MARKET_REFERENCE_REPLAY_FILE"],
        message: "the replay reference needs the file to play",
      });
    else if (venues.has("replay") && env.MARKET_REFERENCE_REPLAY_FILE === env.MARKET_REPLAY_FILE)
      issues.push({
        path: ["MARKET_REFERENCE_REPLAY_FILE"],
        message: "is the recording the market plays: a reference must be another source",
      });
  } else if (venues.has(reference)) {
    issues.push({
      path: ["MARKET_REFERENCE_FEED"],
      message: `${reference} already prices symbols of the market (MARKET_FEED / MARKET_VENUES): a reference must be another venue`,
    });
  }
  if (reference === "oanda")
    for (const name of ["OANDA_TOKEN", "OANDA_ACCOUNT_ID"] as const)
      if (!env[name]) issues.push({ path: [name], message: "the OANDA reference needs it" });
  return issues;
}

/** How the other instances reach this one when it leads (they forward trading requests). */
export function instanceUrl(env: Env, port: number): string {
  if (env.INSTANCE_URL) return env.INSTANCE_URL.replace(/\/+$/, "");
  const host = ["0.0.0.0", "::", "localhost"].includes(env.HOST) ? "127.0.0.1" : env.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

export function publicOrigin(env: Env): string {
  return env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
}

/** Whether e-mails may be printed to the log (only ever without SMTP). */
export function mailLogsLinks(env: Env): boolean {
  return env.MAIL_LOG_LINKS ?? env.NODE_ENV !== "production";
}
