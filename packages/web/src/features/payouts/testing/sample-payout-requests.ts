import {
  adminPayoutRequestSchema,
  adminPayoutRequestsQuerySchema,
  decidePayoutRequestBodySchema,
} from "@proparena/contracts/payout-requests";
import type { FakeApi } from "../../../testing/fake-api";
import type { AdminPayoutRequest } from "../requests/get-admin-payout-requests";
import {
  reviewConflict,
  reviewValidationError,
  reviewZodError,
} from "../../../testing/review-fake-server";

/**
 * Payout request answers for the admin tests (contracts/payout-requests.ts), parsed with the
 * contract's schemas, and a stateful stand-in for the admin payout request routes.
 */

export function sampleAdminPayoutRequest(
  overrides: Partial<AdminPayoutRequest> = {},
): AdminPayoutRequest {
  return adminPayoutRequestSchema.parse({
    id: "pr_1",
    userId: "u_tess",
    userEmail: "tess@example.com",
    userName: "Tess Trader",
    amountCents: 125_000,
    method: "bank_transfer",
    destination: "DE89 3704 0044 0532 0130 00",
    status: "pending",
    reason: null,
    createdAt: "2025-01-06T09:00:00.000Z",
    updatedAt: "2025-01-06T09:00:00.000Z",
    ...overrides,
  });
}

/** Two pending (Tess by bank, Omar in USDC), one approved (Lena by PayPal), one paid. */
export function samplePayoutRequests(): AdminPayoutRequest[] {
  return [
    sampleAdminPayoutRequest({ id: "pr_tess" }),
    sampleAdminPayoutRequest({
      id: "pr_omar",
      userId: "u_omar",
      userEmail: "omar@example.com",
      userName: "Omar Odum",
      amountCents: 48_050,
      method: "usdc",
      destination: "0x52908400098527886E0F7030069857D2E4169EE7",
      createdAt: "2025-01-07T09:00:00.000Z",
    }),
    sampleAdminPayoutRequest({
      id: "pr_lena",
      userId: "u_lena",
      userEmail: "lena@example.com",
      userName: "Lena Lund",
      amountCents: 90_000,
      method: "paypal",
      destination: "lena@example.com",
      status: "approved",
      createdAt: "2025-01-05T09:00:00.000Z",
    }),
    sampleAdminPayoutRequest({
      id: "pr_paid",
      userId: "u_max",
      userEmail: "max@example.com",
      userName: "Max Mayer",
      amountCents: 10_000,
      status: "paid",
      createdAt: "2025-01-01T09:00:00.000Z",
    }),
  ];
}

const NEXT = {
  approve: { from: ["pending"], to: "approved" },
  reject: { from: ["pending", "approved"], to: "rejected" },
  "mark-paid": { from: ["approved"], to: "paid" },
} as const;

/**
 * Serves GET /admin/payout-requests (by status; pending oldest first, the rest newest
 * first) and the three actions, like the server: 409 unless `expectedStatus` is the request's
 * status now, 400 on a rejection without a reason. `actElsewhere` plays another admin.
 */
export function serveAdminPayoutRequests(
  api: FakeApi,
  requests: AdminPayoutRequest[] = samplePayoutRequests(),
) {
  let saved = requests.map((request) => adminPayoutRequestSchema.parse(request));
  const find = (id: string) => saved.find((request) => request.id === id)!;
  const set = (id: string, changes: Partial<AdminPayoutRequest>) => {
    const next = adminPayoutRequestSchema.parse({
      ...find(id),
      ...changes,
      updatedAt: new Date().toISOString(),
    });
    saved = saved.map((request) => (request.id === id ? next : request));
    return next;
  };

  api.on("GET /admin/payout-requests", ({ search }) => {
    const { status } = adminPayoutRequestsQuerySchema.parse(Object.fromEntries(search));
    const list = saved
      .filter((request) => !status || request.status === status)
      .sort((a, b) =>
        status === "pending"
          ? a.createdAt.localeCompare(b.createdAt)
          : b.createdAt.localeCompare(a.createdAt),
      );
    return { status: 200, body: { requests: list } };
  });

  for (const { id } of saved) {
    for (const action of ["approve", "reject", "mark-paid"] as const) {
      api.on(`POST /admin/payout-requests/${id}/${action}`, ({ body }) => {
        const parsed = decidePayoutRequestBodySchema.safeParse(body);
        if (!parsed.success) return reviewZodError(parsed.error);
        if (action === "reject" && !parsed.data.reason)
          return reviewValidationError([{ path: "reason", message: "Say why it is rejected" }]);
        const current = find(id);
        const rule = NEXT[action];
        if (
          current.status !== parsed.data.expectedStatus ||
          !(rule.from as readonly string[]).includes(current.status)
        )
          return reviewConflict(`This request is ${current.status} now.`, "PAYOUT_REQUEST_CHANGED");
        const next = set(id, {
          status: rule.to,
          reason: action === "reject" ? (parsed.data.reason ?? null) : current.reason,
        });
        return { status: 200, body: { request: next } };
      });
    }
  }

  return {
    current: () => saved,
    /** Another admin acts first. */
    actElsewhere: (id: string, status: AdminPayoutRequest["status"]) => set(id, { status }),
  };
}
