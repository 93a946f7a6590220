import {
  adminIntegrityFlagResponseSchema,
  adminIntegrityFlagRowSchema,
  decideIntegrityFlagBodySchema,
  type AdminIntegrityFlagDetail,
  type AdminIntegrityFlagRow,
} from "@proparena/contracts/integrity";
import type { FakeApi } from "../../../testing/fake-api";
import {
  pageOf,
  reviewConflict,
  reviewNotFound,
  reviewZodError,
} from "../../../testing/review-fake-server";
import { flagWithHash, sampleFlag } from "./sample-integrity";

/** Rows of the integrity queue, highest score first. */
export function sampleAdminFlagRows(): AdminIntegrityFlagRow[] {
  const row = (overrides: Partial<AdminIntegrityFlagRow>) =>
    adminIntegrityFlagRowSchema.parse({
      id: "flag_hedge1",
      kind: "hedging",
      status: "open",
      score: 0.97,
      hold: true,
      accountId: "acc_beta01",
      userId: "u_tess",
      userEmail: "tess@example.com",
      message: "A buy of 2 lots of EURUSD met by a sell on another account 420 ms later.",
      raisedAt: "2025-01-06T14:20:42.010Z",
      updatedAt: "2025-01-06T14:20:42.010Z",
      ...overrides,
    });
  return [
    row({}),
    row({
      id: "flag_copy1",
      kind: "copy-trading",
      status: "appealed",
      score: 0.84,
      userId: "u_omar",
      userEmail: "omar@example.com",
      accountId: "acc_omar1",
      message: "Five EURUSD buys within 300 ms of another trader's.",
    }),
    row({
      id: "flag_multi1",
      kind: "multi-account",
      status: "open",
      score: 0.7,
      hold: false,
      accountId: null,
      message: "A device shared with another person.",
    }),
    row({
      id: "flag_hft1",
      kind: "hft",
      status: "cleared",
      score: 0.62,
      hold: false,
      userId: "u_lena",
      userEmail: "lena@example.com",
      accountId: "acc_lena1",
      message: "62% of the last 50 trades held under a minute.",
    }),
  ];
}

/** The detail of the hedging flag: Tess, her two accounts, and the other account she hedged with. */
export async function sampleAdminFlagDetail(): Promise<AdminIntegrityFlagDetail> {
  const flag = await flagWithHash(sampleFlag());
  const rows = sampleAdminFlagRows();
  return adminIntegrityFlagResponseSchema.parse({
    flag: {
      ...flag,
      appeal: {
        statement: "The other account is my brother's; we share a flat.",
        attachments: [],
        at: "2025-01-07T09:00:00.000Z",
      },
      status: "appealed",
      userId: "u_tess",
      userEmail: "tess@example.com",
      userName: "Tess Trader",
      otherPeopleIds: ["u_brother"],
    },
    graph: {
      nodes: [
        { id: "u_tess", kind: "person", label: "Tess Trader", flagged: true },
        { id: "acc_beta01", kind: "account", label: "acc_beta01", flagged: true },
        { id: "u_brother", kind: "person", label: "u_brother", flagged: false },
        { id: "acc_other7", kind: "account", label: "acc_other7", flagged: false },
      ],
      edges: [
        { from: "u_tess", to: "acc_beta01", kind: "owns", weight: 1 },
        { from: "u_brother", to: "acc_other7", kind: "owns", weight: 1 },
        { from: "acc_beta01", to: "acc_other7", kind: "hedging", weight: 0.97 },
        { from: "u_tess", to: "u_brother", kind: "ip", weight: 0.3 },
      ],
    },
    related: [rows[2]],
  });
}

/**
 * Serves the back office's integrity routes on the fake API: the queue (kind, status and hold
 * filters, a search on e-mail, flag or account id, score order, paging by `pageSize`), its CSV,
 * each flag's detail, and the decision (409 unless `expectedStatus` is the flag's status).
 */
export function serveAdminIntegrity(
  api: FakeApi,
  {
    rows = sampleAdminFlagRows(),
    details = {},
    pageSize = 100,
  }: {
    rows?: AdminIntegrityFlagRow[];
    details?: Record<string, AdminIntegrityFlagDetail>;
    pageSize?: number;
  } = {},
) {
  const state = { rows: [...rows], details: { ...details } };
  const select = (search: URLSearchParams) => {
    let selected = state.rows;
    for (const name of ["kind", "status"] as const) {
      const value = search.get(name);
      if (value) selected = selected.filter((row) => row[name] === value);
    }
    const hold = search.get("hold");
    if (hold) selected = selected.filter((row) => row.hold === (hold === "yes"));
    const term = search.get("search")?.trim().toLowerCase();
    if (term) {
      selected = selected.filter(
        (row) => row.userEmail.startsWith(term) || row.id === term || row.accountId === term,
      );
    }
    return [...selected].sort((a, b) => b.score - a.score);
  };

  api.on("GET /admin/integrity/flags", ({ search }) => {
    const { page, nextCursor } = pageOf(select(search), search, pageSize);
    return { status: 200, body: { items: page, nextCursor } };
  });
  api.on("GET /admin/integrity/flags.csv", ({ search }) => ({
    status: 200,
    body: ["id,kind,score", ...select(search).map((r) => `${r.id},${r.kind},${r.score}`)].join(
      "\n",
    ),
  }));
  for (const row of state.rows) {
    api.on(`GET /admin/integrity/flags/${row.id}`, () => {
      const detail = state.details[row.id];
      return detail ? { status: 200, body: detail } : reviewNotFound;
    });
    api.on(`POST /admin/integrity/flags/${row.id}/decide`, ({ body }) => {
      const parsed = decideIntegrityFlagBodySchema.safeParse(body);
      if (!parsed.success) return reviewZodError(parsed.error);
      const detail = state.details[row.id];
      if (!detail) return reviewNotFound;
      if (detail.flag.status !== parsed.data.expectedStatus) {
        return reviewConflict(`This flag is already ${detail.flag.status}.`);
      }
      const decided = {
        ...detail.flag,
        status: parsed.data.outcome,
        decision: {
          outcome: parsed.data.outcome,
          reason: parsed.data.reason,
          at: "2025-01-08T10:00:00.000Z",
        },
      };
      state.details[row.id] = { ...detail, flag: decided };
      const { userId: _u, userEmail: _e, userName: _n, otherPeopleIds: _o, ...flag } = decided;
      return { status: 200, body: { flag } };
    });
  }
  return state;
}
