import { vi } from "vitest";
import {
  DEFAULT_PREFERENCES,
  updatePreferencesBodySchema,
  type Preferences,
} from "@proparena/contracts/account-settings";
import { type PublicUser } from "@proparena/contracts/auth";
import type { PlansResponse } from "@proparena/contracts/plans";
import { contactBodySchema, LEADERBOARD_BOARDS } from "@proparena/contracts/public-site";
import type { LeaderboardEntry, PublicStats } from "@proparena/contracts/public-site";
import { checkAnswer } from "./contract-routes";
import { emptyStats, quietWeek, samplePlans } from "./sample-site-data";

/**
 * A small in-memory stand-in for the PropArena API, installed as `fetch` — the network
 * boundary — so the app's own modules run unmodified. It answers like the real server
 * (statuses and `{message, code}` bodies of DESIGN §3); `on()` replaces any route for a test.
 * Every answer, a test's own included, goes through `answer`, which checks it against the
 * contract's schema for its route (contract-routes.ts): a fake that drifts from the API fails.
 */

export interface FakeRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
  /** A file's bytes sent as the body (uploads), else null. */
  file?: Blob | null;
  token: string | null;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
}

/** What the app asked for, read from a fetch call. */
/** A path below /api, as the contracts' route table writes routes ("/accounts"). */
const belowApi = (path: string) => path.replace(/^\/api(?=\/)/, "");

/**
 * A fake's route key, "METHOD /path" below /api; a URL the server hands out (a stored file's
 * `/api/files/<id>`) may be given as it is.
 */
export function routeKey(route: string): string {
  const [method, path] = route.split(" ", 2) as [string, string];
  return `${method} ${belowApi(path)}`;
}

export function readRequest(input: RequestInfo | URL, init: RequestInit = {}): FakeRequest {
  const url = new URL(
    typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
    "http://localhost",
  );
  const headers = new Headers(init.headers);
  const authorization = headers.get("Authorization");
  return {
    method: (init.method ?? "GET").toUpperCase(),
    // The route's path below /api, as the contracts' route table writes it ("GET /accounts").
    path: belowApi(url.pathname),
    search: url.searchParams,
    headers,
    body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    file: init.body instanceof Blob ? init.body : null,
    token: authorization?.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : null,
  };
}

/**
 * A fake answer as the fetch Response a real server would send, after checking it against the
 * contract of its route (contract-routes.ts): every fake answers through here.
 */
export function answer(request: FakeRequest, response: FakeResponse): Response {
  const { status, body } = checkAnswer(request.method, request.path, response);
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeUser extends PublicUser {
  password: string;
}

export function makeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    id: "u_1",
    email: "trader@example.com",
    name: "Tess Trader",
    isAdmin: false,
    emailVerifiedAt: "2025-01-02T10:00:00.000Z",
    createdAt: "2025-01-01T10:00:00.000Z",
    password: "correct horse battery",
    ...overrides,
  };
}

/** A user as the API shows it: no password. */
export function publicUser({ password: _password, ...user }: FakeUser): PublicUser {
  return user;
}

const invalidToken: FakeResponse = {
  status: 401,
  body: { message: "Token is invalid", code: "TOKEN_INVALID" },
};

/** A promise you resolve by hand, to hold a response and observe loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export interface FakeSiteData {
  plans?: PlansResponse;
  stats?: PublicStats;
  /** Entries per board; a board not listed is empty. */
  leaderboard?: Partial<Record<string, LeaderboardEntry[]>>;
}

export function createFakeApi({
  users = [makeUser()],
  site = {},
}: { users?: FakeUser[]; site?: FakeSiteData } = {}) {
  const contactMessages: unknown[] = [];
  const sessions = new Map<string, string>(); // token -> user id
  const calls: FakeRequest[] = [];
  const overrides = new Map<string, Handler>();
  let tokenCounter = 0;

  const userOf = (token: string | null) => {
    const id = token ? sessions.get(token) : undefined;
    return users.find((user) => user.id === id) ?? null;
  };

  const routes: Record<string, Handler> = {
    "GET /auth/check": ({ token }) => {
      const user = userOf(token);
      return user
        ? { status: 200, body: { message: "Token is valid", user: publicUser(user) } }
        : invalidToken;
    },
    "GET /auth/admin/check": ({ token }) => {
      const user = userOf(token);
      return user ? { status: 200, body: { user: publicUser(user) } } : invalidToken;
    },
    "POST /auth/signin": ({ body }) => {
      const { email, password } = body as { email: string; password: string };
      const user = users.find(
        (candidate) => candidate.email === email && candidate.password === password,
      );
      if (!user)
        return {
          status: 401,
          body: { message: "Email or password is incorrect", code: "INVALID_CREDENTIALS" },
        };
      if (!user.emailVerifiedAt) {
        return {
          status: 403,
          body: { message: "Verify your email before signing in", code: "EMAIL_NOT_VERIFIED" },
        };
      }
      const token = `token-${++tokenCounter}`;
      sessions.set(token, user.id);
      return { status: 200, body: { token, user: publicUser(user) } };
    },
    "POST /auth/signout": ({ token }) => {
      if (!token || !sessions.delete(token)) return invalidToken;
      return { status: 200, body: { message: "Signed out" } };
    },
    "POST /auth/signup": ({ body }) => {
      const { email, name, password } = body as { email: string; name: string; password: string };
      // Like the server: an address with an account gets the same answer (and an e-mail).
      if (!users.some((user) => user.email === email)) {
        users.push(
          makeUser({ id: `u_${users.length + 1}`, email, name, password, emailVerifiedAt: null }),
        );
      }
      return {
        status: 201,
        body: {
          email,
          message: "Check your inbox to verify your email",
        },
      };
    },
    "POST /auth/verify-email/resend": () => ({
      status: 202,
      body: { message: "If needed, a link is on its way" },
    }),
    "POST /auth/reset-password/request": () => ({
      status: 202,
      body: { message: "If an account exists, we sent a link" },
    }),
  };

  // Public site (contracts/plans.ts, contracts/public-site.ts).
  routes["GET /plans"] = () => ({ status: 200, body: site.plans ?? samplePlans() });
  routes["GET /public/stats"] = () => ({ status: 200, body: site.stats ?? emptyStats() });
  // The status page's fill quality (contracts/fill-quality.ts): no fill compared yet.
  routes["GET /status/fills"] = () => ({
    status: 200,
    body: { from: "2025-01-05T12:00:00.000Z", to: "2025-01-06T12:00:00.000Z", symbols: [] },
  });
  // Payouts (contracts/payouts.ts): a quiet week, nothing settled, nothing paid.
  routes["GET /payouts"] = () => ({ status: 200, body: { weeks: [] } });
  routes["GET /payouts/mine"] = ({ token }) =>
    userOf(token) ? { status: 200, body: { credits: [] } } : invalidToken;
  routes["GET /payouts/current"] = () => ({ status: 200, body: quietWeek() });
  routes["GET /payout-requests"] = ({ token }) =>
    userOf(token)
      ? { status: 200, body: { owedCents: 0, availableCents: 0, requests: [] } }
      : invalidToken;
  routes["GET /leaderboard"] = ({ search }) => {
    const board = search.get("board") ?? "cumulative";
    if (!(LEADERBOARD_BOARDS as readonly string[]).includes(board)) {
      return {
        status: 400,
        body: {
          message: "Invalid request",
          code: "VALIDATION_ERROR",
          issues: [{ path: "board", message: "Unknown board" }],
        },
      };
    }
    const metric = board.startsWith("phase")
      ? "progress"
      : board === "funded"
        ? "weekProfit"
        : "payouts";
    return {
      status: 200,
      body: {
        board,
        metric,
        entries: site.leaderboard?.[board] ?? [],
        week: null,
        weeks: [],
        nextOffset: null,
        rankedSince: site.leaderboard?.[board] ? "2025-01-06" : null,
        updatedAt: "2025-01-06T00:00:00.000Z",
      },
    };
  };
  routes["POST /contact"] = ({ body }) => {
    const parsed = contactBodySchema.safeParse(body);
    if (!parsed.success) {
      return {
        status: 400,
        body: {
          message: "Invalid request",
          code: "VALIDATION_ERROR",
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.join("."),
            message: issue.message,
          })),
        },
      };
    }
    contactMessages.push(parsed.data);
    return { status: 202, body: { message: "Thanks! We will answer by email within two days." } };
  };

  // Notices (contracts/notices.ts): none until a test serves some.
  routes["GET /notices"] = ({ token }) =>
    userOf(token)
      ? { status: 200, body: { notices: [], unread: 0, nextCursor: null } }
      : invalidToken;
  routes["POST /notices/read"] = ({ token }) =>
    userOf(token) ? { status: 200, body: { unread: 0 } } : invalidToken;

  // Preferences (contracts/account-settings.ts): the defaults until a test saves others.
  let preferences: Preferences = { ...DEFAULT_PREFERENCES };
  routes["GET /account/preferences"] = ({ token }) =>
    userOf(token) ? { status: 200, body: { preferences } } : invalidToken;
  routes["PATCH /account/preferences"] = ({ token, body }) => {
    if (!userOf(token)) return invalidToken;
    preferences = { ...preferences, ...updatePreferencesBodySchema.parse(body) };
    return { status: 200, body: { preferences } };
  };

  for (const target of ["positions", "orders", "trade-histories", "accounts", "users"]) {
    routes[`DELETE /admin/delete-${target}`] = ({ token }) => {
      const user = userOf(token);
      if (!user) return invalidToken;
      if (!user.isAdmin)
        return { status: 403, body: { message: "Admins only", code: "FORBIDDEN" } };
      return {
        status: 200,
        body: { message: `Deleted ${target}`, target, deleted: { [target]: 0 } },
      };
    };
  }

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = readRequest(input, init);
    calls.push(request);
    const key = `${request.method} ${request.path}`;
    const handler = overrides.get(key) ?? routes[key];
    const response = handler
      ? await handler(request)
      : { status: 404, body: { message: `No route ${key}`, code: "NOT_FOUND" } };
    return answer(request, response);
  };

  const fetchMock = vi.fn(fetchImpl);

  return {
    users,
    calls,
    contactMessages,
    fetch: fetchMock,
    /** Installs this fake as the global fetch for the current test. */
    install() {
      vi.stubGlobal("fetch", fetchMock);
      return this;
    },
    /** Replaces the answer of one route, e.g. `on("GET /auth/check", () => ({status: 500}))`. */
    on(route: string, handler: Handler) {
      overrides.set(routeKey(route), handler);
      return this;
    },
    /** Signs a user in server-side and returns the token, as if they had signed in earlier. */
    sessionFor(user: FakeUser): string {
      const token = `token-${++tokenCounter}`;
      sessions.set(token, user.id);
      return token;
    },
    callsTo(route: string) {
      const key = routeKey(route);
      return calls.filter((call) => `${call.method} ${call.path}` === key);
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
