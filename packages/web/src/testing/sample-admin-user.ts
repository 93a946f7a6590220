import {
  adminAccountRowSchema,
  adminAuditRowSchema,
  adminPurchaseRowSchema,
} from "@proparena/contracts/admin-lists";
import {
  ADMIN_ACCOUNT_ACTIONS,
  ADMIN_USER_ACTIONS,
  adminAccountActionBodySchema,
  adminBalanceAdjustmentBodySchema,
  adminUserActionBodySchema,
  adminUserDetailSchema,
  type AdminAccountAction,
  type AdminUserAction,
  type AdminUserDetail,
} from "@proparena/contracts/admin-users";
import { makeUser, type FakeRequest, type FakeResponse } from "./fake-api";

/** Any fake API a test installs (the plain one or the trading one): routes are replaced by `on`. */
export interface FakeRoutes {
  on(route: string, handler: (request: FakeRequest) => FakeResponse): unknown;
}

/**
 * Admin detail answers for the web tests, parsed with the contracts' schemas so they cannot
 * drift from the wire format, and small stateful stand-ins for the admin endpoints.
 */

export const ADMIN = makeUser({ id: "u_admin", email: "admin@example.com", isAdmin: true });

export const USER_ID = "9d3c2f4e-1b2a-4c5d-8e6f-0a1b2c3d4e5f";
export const ACCOUNT_ID = "5f0e1d2c-3b4a-4968-8776-655443322110";

type AccountRow = AdminUserDetail["accounts"][number];
type PurchaseRow = AdminUserDetail["purchases"][number];
type AuditRow = AdminUserDetail["audit"][number];

export function sampleAccountRow(overrides: Partial<AccountRow> = {}): AccountRow {
  return adminAccountRowSchema.parse({
    id: ACCOUNT_ID,
    userId: USER_ID,
    userEmail: "tess@example.com",
    planId: "10K",
    phase: "phase1",
    status: "active",
    startingBalanceCents: 1_000_000,
    balanceCents: 1_023_450,
    createdAt: "2025-01-03T09:00:00.000Z",
    endedAt: null,
    review: null,
    ...overrides,
  });
}

export function samplePurchaseRow(overrides: Partial<PurchaseRow> = {}): PurchaseRow {
  return adminPurchaseRowSchema.parse({
    id: "pur_1",
    userId: USER_ID,
    email: "tess@example.com",
    receiptNumber: "PA-2025-0001",
    planId: "10K",
    amountCents: 9_900,
    couponCode: "WELCOME10",
    status: "paid",
    provider: "stripe",
    accountId: ACCOUNT_ID,
    createdAt: "2025-01-03T08:55:00.000Z",
    paidAt: "2025-01-03T08:56:00.000Z",
    ...overrides,
  });
}

export function sampleAuditRow(overrides: Partial<AuditRow> = {}): AuditRow {
  return adminAuditRowSchema.parse({
    id: "aud_1",
    actorId: ADMIN.id,
    actorEmail: ADMIN.email,
    action: "user-resend-verification",
    details: { reason: "Lost the first e-mail" },
    createdAt: "2025-01-04T12:30:00.000Z",
    ...overrides,
  });
}

export function sampleAdminUser(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return adminUserDetailSchema.parse({
    id: USER_ID,
    email: "tess@example.com",
    name: "Tess Trader",
    publicName: "Tess T.",
    isAdmin: false,
    emailVerifiedAt: "2025-01-02T10:00:00.000Z",
    suspendedAt: null,
    twoFactor: true,
    country: "US",
    region: "California",
    timeZone: "America/Los_Angeles",
    createdAt: "2025-01-01T10:00:00.000Z",
    kycStatus: "approved",
    agreementSigned: true,
    owedCents: 55_000,
    accounts: [sampleAccountRow()],
    purchases: [samplePurchaseRow()],
    sessions: [
      {
        id: "ses_1",
        createdAt: "2025-01-05T08:00:00.000Z",
        lastUsedAt: "2025-01-06T14:00:00.000Z",
        userAgent: "Mozilla/5.0 (Macintosh) Firefox/134.0",
        ip: "203.0.113.7",
      },
    ],
    audit: [sampleAuditRow()],
    ...overrides,
  });
}

const conflict = (message: string): FakeResponse => ({
  status: 409,
  body: { message, code: "CONFLICT" },
});
export const validationError = (path: string, message: string): FakeResponse => ({
  status: 400,
  body: { message: "Invalid request", code: "VALIDATION_ERROR", issues: [{ path, message }] },
});

/** Why a user action does not apply to the user as they are (the server's 409), or null. */
function userRefusal(action: AdminUserAction, user: AdminUserDetail): string | null {
  switch (action) {
    case "suspend":
      return user.suspendedAt ? "This user is already suspended." : null;
    case "unsuspend":
      return user.suspendedAt ? null : "This user is not suspended.";
    case "reset-2fa":
      return user.twoFactor ? null : "This user has no two-factor sign-in to reset.";
    case "resend-verification":
      return user.emailVerifiedAt ? "This user's e-mail is already verified." : null;
    case "make-admin":
      return user.isAdmin ? "This user is already an admin." : null;
  }
}

const ACTED_AT = "2025-01-07T09:00:00.000Z";

function applyUserAction(action: AdminUserAction, user: AdminUserDetail): AdminUserDetail {
  switch (action) {
    case "suspend":
      return { ...user, suspendedAt: ACTED_AT, sessions: [] };
    case "unsuspend":
      return { ...user, suspendedAt: null };
    case "reset-2fa":
      return { ...user, twoFactor: false };
    case "make-admin":
      return { ...user, isAdmin: true };
    case "resend-verification":
      return user;
  }
}

/**
 * Serves GET /admin/users/:id and its actions like the server: the body is checked with the
 * contract (400 with issues), an action that does not apply is a 409, make-admin needs the
 * e-mail typed again, and each success is written to the user's audit trail.
 */
export function serveAdminUser(api: FakeRoutes, initial: AdminUserDetail = sampleAdminUser()) {
  let user = initial;
  const base = `/admin/users/${user.id}`;
  api.on(`GET ${base}`, () => ({ status: 200, body: { user } }));
  for (const action of ADMIN_USER_ACTIONS) {
    api.on(`POST ${base}/${action}`, ({ body }) => {
      const parsed = adminUserActionBodySchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return validationError(issue.path.join("."), issue.message);
      }
      const refused = userRefusal(action, user);
      if (refused) return conflict(refused);
      if (
        action === "make-admin" &&
        (parsed.data.confirm ?? "").trim().toLowerCase() !== user.email.toLowerCase()
      ) {
        return validationError("confirm", `Type ${user.email} to confirm.`);
      }
      user = applyUserAction(action, user);
      user = {
        ...user,
        audit: [
          sampleAuditRow({
            id: `aud_${user.audit.length + 1}`,
            action: `user-${action}`,
            details: { reason: parsed.data.reason },
            createdAt: ACTED_AT,
          }),
          ...user.audit,
        ],
      };
      return { status: 200, body: { user } };
    });
  }
  return { current: () => user };
}

const ACCOUNT_MESSAGES: Record<AdminAccountAction, string> = {
  "close-positions": "Closed 2 positions.",
  fail: "The account is failed.",
  reinstate: "Reinstated: the balance $9,480.00 became $10,000.00 (+$520.00).",
  "adjust-balance": "Balance adjusted.",
  "pass-phase": "Phase passed; the next phase's account acc_next is open.",
  "uphold-review": "The breach stands: the review after the price outage is closed.",
};

function accountRefusal(action: AdminAccountAction, account: AccountRow): string | null {
  if (action === "reinstate")
    return account.status === "failed" ? null : "This account is not failed.";
  if (action === "uphold-review")
    return account.review === "pending"
      ? null
      : "This account has no breach waiting for an outage review.";
  if (action === "pass-phase" && account.phase === "funded")
    return "A funded account has no next phase to pass to.";
  return account.status === "active" ? null : "This account is not active.";
}

/**
 * Serves the account's row in GET /admin/lists/accounts?search=<id> and its actions
 * (POST /admin/accounts/:id/<action>) like the server.
 */
export function serveAdminAccount(api: FakeRoutes, initial: AccountRow = sampleAccountRow()) {
  let account = initial;
  api.on("GET /admin/lists/accounts", ({ search }) => ({
    status: 200,
    body: {
      items: search.get("search") === account.id ? [account] : [],
      nextCursor: null,
    },
  }));
  for (const action of ADMIN_ACCOUNT_ACTIONS) {
    api.on(`POST /admin/accounts/${account.id}/${action}`, ({ body }) => {
      const parsed = (
        action === "adjust-balance"
          ? adminBalanceAdjustmentBodySchema
          : adminAccountActionBodySchema
      ).safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return validationError(issue.path.join("."), issue.message);
      }
      const refused = accountRefusal(action, account);
      if (refused) return conflict(refused);
      if (action === "fail") account = { ...account, status: "failed", endedAt: ACTED_AT };
      if (action === "reinstate")
        account = {
          ...account,
          status: "active",
          endedAt: null,
          review: account.review === "pending" ? "reinstated" : account.review,
        };
      if (action === "uphold-review") account = { ...account, review: "upheld" };
      if (action === "pass-phase") account = { ...account, status: "passed", endedAt: ACTED_AT };
      const { amountCents } = parsed.data as { amountCents?: number };
      if (amountCents) account = { ...account, balanceCents: account.balanceCents + amountCents };
      return {
        status: 200,
        body: {
          message: ACCOUNT_MESSAGES[action],
          account,
        },
      };
    });
  }
  return { current: () => account };
}
