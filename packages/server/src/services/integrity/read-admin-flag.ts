import type { AdminIntegrityFlagDetail, IntegrityGraph } from "@proparena/contracts/integrity";
import { desc, eq, inArray } from "drizzle-orm";
import { accounts, integrityFlags, integritySignals, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { filesByIds } from "../files/find-files-by-ids";
import type { ServiceContext } from "../service-context";
import { flagView } from "./flag-views";
import { adminFlagRow } from "./integrity-flags-list";

/** The weight of a shared signal in the graph: the multi-account detector's weights. */
const SIGNAL_WEIGHT: Record<string, number> = { card: 0.95, wallet: 0.9, device: 0.7, ip: 0.3 };

/**
 * GET /api/admin/integrity/flags/:id: the flag with the people its evidence involves (ids only
 * admins see), the person's other flags, and the linked accounts as a graph: the flagged person
 * and the other people of the evidence, their accounts ("owns"), the signal values they share
 * (an edge per shared kind) and the flags between accounts (an edge per detector, its score).
 */
export async function readAdminFlag(
  ctx: ServiceContext,
  flagId: string,
): Promise<AdminIntegrityFlagDetail> {
  const [row] = isUuid(flagId)
    ? await ctx.db
        .select({ flag: integrityFlags, email: users.email, name: users.name })
        .from(integrityFlags)
        .innerJoin(users, eq(users.id, integrityFlags.userId))
        .where(eq(integrityFlags.id, flagId))
    : [];
  if (!row) throw notFound("Flag not found");
  const { flag } = row;
  const people = [flag.userId, ...flag.otherPeople];
  const [personRows, accountRows, signalRows, relatedRows, files] = await Promise.all([
    ctx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, people)),
    ctx.db
      .select({
        id: accounts.id,
        userId: accounts.userId,
        plan: accounts.plan,
        phase: accounts.phase,
      })
      .from(accounts)
      .where(inArray(accounts.userId, people)),
    ctx.db
      .select({
        userId: integritySignals.userId,
        kind: integritySignals.kind,
        value: integritySignals.valueHash,
      })
      .from(integritySignals)
      .where(inArray(integritySignals.userId, people)),
    ctx.db
      .select({ flag: integrityFlags, email: users.email })
      .from(integrityFlags)
      .innerJoin(users, eq(users.id, integrityFlags.userId))
      .where(inArray(integrityFlags.userId, people))
      .orderBy(desc(integrityFlags.raisedAt)),
    filesByIds(ctx.db, flag.appealAttachments ?? []),
  ]);
  const graph: IntegrityGraph = { nodes: [], edges: [] };
  for (const p of personRows) {
    graph.nodes.push({ id: p.id, kind: "person", label: p.email, flagged: p.id === flag.userId });
  }
  for (const a of accountRows) {
    graph.nodes.push({
      id: a.id,
      kind: "account",
      label: `${a.plan} ${a.phase} ${a.id.slice(0, 8)}`,
      flagged: a.id === flag.accountId,
    });
    graph.edges.push({ from: a.userId, to: a.id, kind: "owns", weight: 1 });
  }
  // Shared values: one edge per pair of people and kind.
  const byValue = new Map<string, Set<string>>();
  for (const s of signalRows) {
    const key = `${s.kind}|${s.value}`;
    const set = byValue.get(key) ?? new Set<string>();
    set.add(s.userId);
    byValue.set(key, set);
  }
  const shared = new Set<string>();
  for (const [key, users_] of byValue) {
    const kind = key.split("|")[0]!;
    const list = [...users_].sort();
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const edge = `${list[i]}|${list[j]}|${kind}`;
        if (shared.has(edge)) continue;
        shared.add(edge);
        graph.edges.push({
          from: list[i]!,
          to: list[j]!,
          kind,
          weight: SIGNAL_WEIGHT[kind] ?? 0.5,
        });
      }
    }
  }
  const known = new Set(accountRows.map((a) => a.id));
  for (const { flag: f } of relatedRows) {
    if (!f.accountId) continue;
    for (const other of f.evidence.otherAccounts) {
      if (known.has(other) && f.accountId < other) {
        graph.edges.push({ from: f.accountId, to: other, kind: f.kind, weight: f.score });
      }
    }
  }
  return {
    flag: {
      ...flagView(flag, files),
      userId: flag.userId,
      userEmail: row.email,
      userName: row.name,
      otherPeopleIds: flag.otherPeople,
    },
    graph,
    related: relatedRows
      .filter(({ flag: f }) => f.userId === flag.userId && f.id !== flag.id)
      .map(({ flag: f, email }) => adminFlagRow({ ...f, userEmail: email })),
  };
}
