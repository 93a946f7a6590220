import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  DEFAULT_PREFERENCES,
  sessionInfoSchema,
  updatePreferencesBodySchema,
  type Preferences,
  type SessionInfo,
} from "@proparena/contracts/account-settings";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import {
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorRegenerateBodySchema,
  twoFactorSetupBodySchema,
  twoFactorStatusSchema,
  type TwoFactorStatus,
} from "@proparena/contracts/two-factor";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";
import { serveApiKeys } from "./sample-api-keys";

/**
 * Account settings answers for the web tests (contracts/account-settings.ts, two-factor.ts),
 * parsed with the contract's schemas so they cannot drift from the wire format, and a small
 * stateful stand-in for the routes: sessions end when revoked, and the other sessions when the
 * password or two-factor sign-in changes (on, off, new recovery codes); two-factor sign-in
 * turns on and off; preferences are saved.
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

/** The code the fake authenticator app shows (any other 6 digits is wrong). */
export const TOTP_CODE = "123456";
export const TWO_FACTOR_INVALID_MESSAGE = "That code is not right, or was already used.";
export const SAMPLE_SECRET = "JBSWY3DPEHPK3PXP";
export const SAMPLE_QR_CODE =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=";

/** Ten recovery codes as the server makes them; `batch` tells regenerated sets apart. */
export function sampleRecoveryCodes(batch = 1): string[] {
  return Array.from({ length: 10 }, (_, index) => {
    const n = String(batch * 100 + index).padStart(4, "0");
    return `code-${n}-abcd`;
  });
}

export function sampleTwoFactor(overrides: Partial<TwoFactorStatus> = {}): TwoFactorStatus {
  return twoFactorStatusSchema.parse({
    enabled: false,
    enabledAt: null,
    recoveryCodesLeft: 0,
    ...overrides,
  });
}

/** Two-factor sign-in on since Jan 6, 2025, with `left` recovery codes unused. */
export function twoFactorOn(left = 10): TwoFactorStatus {
  return sampleTwoFactor({
    enabled: true,
    enabledAt: "2025-01-06T12:00:00.000Z",
    recoveryCodesLeft: left,
  });
}

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): FakeResponse {
  const issue = error.issues[0]!;
  return validationError(issue.path.map(String).join("."), issue.message);
}

const twoFactorInvalid: FakeResponse = {
  status: 400,
  body: {
    message: TWO_FACTOR_INVALID_MESSAGE,
    code: ERROR_CODES.twoFactorInvalid,
    issues: [{ path: "code", message: TWO_FACTOR_INVALID_MESSAGE }],
  },
};

/**
 * Serves GET /account/sessions, DELETE /account/sessions/:id (for the sessions given),
 * POST /account/sessions/revoke-others and POST /account/password on the fake API.
 * `live()` is what the server holds now.
 */
export function serveAccountSettings(
  api: FakeApi,
  {
    sessions = sampleSessions(),
    password = api.users[0]!.password,
    twoFactor = sampleTwoFactor(),
    preferences = DEFAULT_PREFERENCES,
  }: {
    sessions?: SessionInfo[];
    password?: string;
    twoFactor?: TwoFactorStatus;
    preferences?: Preferences;
  } = {},
) {
  let live = [...sessions];
  let currentPassword = password;
  let status = twoFactor;
  let batch = 0;
  let saved = preferences;
  let pendingEmail: string | null = null;
  const endOthers = () => {
    const ended = live.filter((session) => !session.current).length;
    live = live.filter((session) => session.current);
    return ended;
  };

  // The settings page's API keys section: none made yet (sample-api-keys.ts serves them fully).
  serveApiKeys(api);
  api.on("GET /account/sessions", () => ({
    status: 200,
    body: { sessions: live },
  }));
  const revoke = (id: string): FakeResponse => {
    if (!live.some((session) => session.id === id)) return notFound;
    live = live.filter((session) => session.id !== id);
    return { status: 200, body: { revoked: 1 } };
  };
  for (const { id } of sessions) {
    api.on(`DELETE /account/sessions/${id}`, () => revoke(id));
  }
  api.on("POST /account/sessions/revoke-others", () => ({
    status: 200,
    body: { revoked: endOthers() },
  }));
  api.on("POST /account/password", ({ body }) => {
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
      body: {
        message: "Password changed",
        endedSessions: endOthers(),
      },
    };
  });

  // Two-factor sign-in (contracts/two-factor.ts).
  const goodCode = (code: string) =>
    code === TOTP_CODE || (batch > 0 && sampleRecoveryCodes(batch).includes(code));
  const newCodes = () => {
    batch += 1;
    return sampleRecoveryCodes(batch);
  };
  api.on("GET /account/2fa", () => ({
    status: 200,
    body: { twoFactor: status },
  }));
  api.on("POST /account/2fa/setup", ({ body }) => {
    const parsed = twoFactorSetupBodySchema.safeParse(body);
    if (!parsed.success) return firstIssue(parsed.error);
    if (parsed.data.currentPassword !== currentPassword)
      return validationError("currentPassword", WRONG_PASSWORD_MESSAGE);
    if (status.enabled)
      return {
        status: 409,
        body: { message: "Two-factor sign-in is already on.", code: "CONFLICT" },
      };
    return {
      status: 200,
      body: {
        secret: SAMPLE_SECRET,
        otpauthUri: `otpauth://totp/PropArena:trader%40example.com?secret=${SAMPLE_SECRET}&issuer=PropArena`,
        qrCodeDataUrl: SAMPLE_QR_CODE,
      },
    };
  });
  api.on("POST /account/2fa/enable", ({ body }) => {
    const parsed = twoFactorEnableBodySchema.safeParse(body);
    if (!parsed.success) return firstIssue(parsed.error);
    if (parsed.data.code !== TOTP_CODE) return twoFactorInvalid;
    status = twoFactorOn(10);
    return {
      status: 200,
      body: { twoFactor: status, recoveryCodes: newCodes(), endedSessions: endOthers() },
    };
  });
  api.on("POST /account/2fa/disable", ({ body }) => {
    const parsed = twoFactorDisableBodySchema.safeParse(body);
    if (!parsed.success) return firstIssue(parsed.error);
    if (parsed.data.currentPassword !== currentPassword)
      return validationError("currentPassword", WRONG_PASSWORD_MESSAGE);
    if (!goodCode(parsed.data.code)) return twoFactorInvalid;
    status = sampleTwoFactor();
    return { status: 200, body: { twoFactor: status, endedSessions: endOthers() } };
  });
  api.on("POST /account/2fa/recovery-codes", ({ body }) => {
    const parsed = twoFactorRegenerateBodySchema.safeParse(body);
    if (!parsed.success) return firstIssue(parsed.error);
    if (!goodCode(parsed.data.code)) return twoFactorInvalid;
    status = { ...status, recoveryCodesLeft: 10 };
    return {
      status: 200,
      body: { twoFactor: status, recoveryCodes: newCodes(), endedSessions: endOthers() },
    };
  });

  // E-mail change: a link goes to the new address (nothing changes here until it is followed).
  api.on("POST /account/email", ({ body }) => {
    const parsed = changeEmailBodySchema.safeParse(body);
    if (!parsed.success) return firstIssue(parsed.error);
    if (parsed.data.currentPassword !== currentPassword)
      return validationError("currentPassword", WRONG_PASSWORD_MESSAGE);
    if (api.users.some((user) => user.email === parsed.data.newEmail))
      return validationError("newEmail", "That address is already in use.");
    pendingEmail = parsed.data.newEmail;
    return {
      status: 200,
      body: {
        message: `We sent a confirmation link to ${pendingEmail}.`,
        pendingEmail,
      },
    };
  });

  // Preferences.
  api.on("GET /account/preferences", () => ({
    status: 200,
    body: { preferences: saved },
  }));
  api.on("PATCH /account/preferences", ({ body }) => {
    const parsed = updatePreferencesBodySchema.safeParse(body);
    if (!parsed.success) return firstIssue(parsed.error);
    saved = { ...saved, ...parsed.data };
    return { status: 200, body: { preferences: saved } };
  });

  return {
    api,
    live: () => live,
    twoFactor: () => status,
    preferences: () => saved,
    pendingEmail: () => pendingEmail,
    password: () => currentPassword,
    /** What DELETE /account/sessions/:id answers (for a test that holds the answer). */
    revoke,
    /** Ends a session on the server behind the page's back (expiry, another device). */
    end: (id: string) => {
      live = live.filter((session) => session.id !== id);
    },
  };
}
