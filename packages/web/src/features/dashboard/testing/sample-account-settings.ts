import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  revokedSessionsResponseSchema,
  sessionInfoSchema,
  sessionsResponseSchema,
  type SessionInfo,
} from "@proparena/contracts/account-settings";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";

/**
 * Account settings answers for the web tests (contracts/account-settings.ts), parsed with the
 * contract's schemas so they cannot drift from the wire format, and a small stateful stand-in
 * for the routes: sessions end when revoked or when the password changes.
 */

export const USER_AGENTS = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const iso = (ms: number) => new Date(ms).toISOString();

export function sampleSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  const now = Date.now();
  return sessionInfoSchema.parse({
    id: "ses_current",
    createdAt: iso(now - 2 * DAY),
    lastUsedAt: iso(now),
    expiresAt: iso(now + 28 * DAY),
    userAgent: USER_AGENTS.chromeWindows,
    ip: "203.0.113.7",
    current: true,
    ...overrides,
  });
}

/** This Chrome on Windows, a phone used 5 minutes ago and a laptop used 3 days ago. */
export function sampleSessions(): SessionInfo[] {
  const now = Date.now();
  return [
    sampleSession(),
    sampleSession({
      id: "ses_phone",
      current: false,
      userAgent: USER_AGENTS.safariIphone,
      ip: "198.51.100.24",
      createdAt: "2025-01-06T12:00:00.000Z",
      lastUsedAt: iso(now - 5 * MINUTE),
    }),
    sampleSession({
      id: "ses_laptop",
      current: false,
      userAgent: USER_AGENTS.firefoxLinux,
      ip: null,
      createdAt: "2025-01-02T12:00:00.000Z",
      lastUsedAt: iso(now - 3 * DAY),
    }),
  ];
}

const notFound: FakeResponse = {
  status: 404,
  body: { message: "Session not found", code: "NOT_FOUND" },
};

function validationError(path: string, message: string): FakeResponse {
  return { status: 400, body: { message, code: "VALIDATION_ERROR", issues: [{ path, message }] } };
}

export const WRONG_PASSWORD_MESSAGE = "Your current password is incorrect";

/**
 * Serves GET /api/account/sessions, DELETE /api/account/sessions/:id (for the sessions given),
 * POST /api/account/sessions/revoke-others and POST /api/account/password on the fake API.
 * `live()` is what the server holds now.
 */
export function serveAccountSettings(
  api: FakeApi,
  {
    sessions = sampleSessions(),
    password = api.users[0]!.password,
  }: { sessions?: SessionInfo[]; password?: string } = {},
) {
  let live = [...sessions];
  let currentPassword = password;
  const endOthers = () => {
    const ended = live.filter((session) => !session.current).length;
    live = live.filter((session) => session.current);
    return ended;
  };

  api.on("GET /api/account/sessions", () => ({
    status: 200,
    body: sessionsResponseSchema.parse({ sessions: live }),
  }));
  const revoke = (id: string): FakeResponse => {
    if (!live.some((session) => session.id === id)) return notFound;
    live = live.filter((session) => session.id !== id);
    return { status: 200, body: revokedSessionsResponseSchema.parse({ revoked: 1 }) };
  };
  for (const { id } of sessions) {
    api.on(`DELETE /api/account/sessions/${id}`, () => revoke(id));
  }
  api.on("POST /api/account/sessions/revoke-others", () => ({
    status: 200,
    body: revokedSessionsResponseSchema.parse({ revoked: endOthers() }),
  }));
  api.on("POST /api/account/password", ({ body }) => {
    const parsed = changePasswordBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return validationError(issue.path.join("."), issue.message);
    }
    if (parsed.data.currentPassword !== currentPassword) {
      return validationError("currentPassword", WRONG_PASSWORD_MESSAGE);
    }
    currentPassword = parsed.data.newPassword;
    return {
      status: 200,
      body: changePasswordResponseSchema.parse({
        message: "Password changed",
        endedSessions: endOthers(),
      }),
    };
  });

  return {
    api,
    live: () => live,
    password: () => currentPassword,
    /** What DELETE /api/account/sessions/:id answers (for a test that holds the answer). */
    revoke,
    /** Ends a session on the server behind the page's back (expiry, another device). */
    end: (id: string) => {
      live = live.filter((session) => session.id !== id);
    },
  };
}
