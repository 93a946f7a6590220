// The comparison of an account's replay with what the tables store: decisions paired by time
// (then by evidence hash among those of one instant, whose stored order is not kept), and the
// account's final figures.
import type {
  JournalReplayDecision,
  JournalReplayFigures,
} from "@proparena/contracts/journal-replay";

/** One decision on one side: when, what, and its evidence hash. */
export interface DecisionSide {
  readonly time: number;
  readonly outcome: string;
  readonly rule: string;
  readonly hash: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

function row(
  stored: DecisionSide | undefined,
  replayed: DecisionSide | undefined,
): JournalReplayDecision {
  const shown = (replayed ?? stored)!;
  return {
    time: iso(shown.time),
    outcome: shown.outcome,
    rule: shown.rule,
    storedHash: stored?.hash ?? null,
    replayedHash: replayed?.hash ?? null,
    matches: stored !== undefined && replayed !== undefined && stored.hash === replayed.hash,
  };
}

/** The decisions of each side at each instant, both sides' instants ascending. */
function byInstant(stored: readonly DecisionSide[], replayed: readonly DecisionSide[]) {
  const instants = new Map<number, { stored: DecisionSide[]; replayed: DecisionSide[] }>();
  const at = (time: number) => {
    let group = instants.get(time);
    if (!group) instants.set(time, (group = { stored: [], replayed: [] }));
    return group;
  };
  for (const d of stored) at(d.time).stored.push(d);
  for (const d of replayed) at(d.time).replayed.push(d);
  return [...instants.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

/**
 * Pairs stored and replayed decisions, oldest first: at each instant a replayed decision takes
 * the stored one with the same evidence hash, then the ones left pair in order (they differ),
 * and a decision with no partner is listed alone (it does not match).
 */
export function pairDecisions(
  stored: readonly DecisionSide[],
  replayed: readonly DecisionSide[],
): JournalReplayDecision[] {
  const rows: JournalReplayDecision[] = [];
  for (const group of byInstant(stored, replayed)) {
    const left = [...group.stored];
    const unpaired: DecisionSide[] = [];
    const paired = new Map<DecisionSide, DecisionSide>();
    for (const r of group.replayed) {
      const same = left.findIndex((s) => s.hash === r.hash);
      if (same === -1) unpaired.push(r);
      else paired.set(r, left.splice(same, 1)[0]!);
    }
    for (const r of unpaired) {
      const other = left.shift();
      if (other) paired.set(r, other);
    }
    for (const r of group.replayed) rows.push(row(paired.get(r), r));
    for (const s of left) rows.push(row(s, undefined));
  }
  return rows;
}

const FIGURE_NAMES: Record<keyof JournalReplayFigures, string> = {
  status: "status",
  balanceCents: "balance",
  dayStartBalanceCents: "day-start balance",
  highestEodBalanceCents: "highest end-of-day balance",
};

/** The names of the figures that differ (all of them when there is no replayed account). */
export function differingFigures(
  stored: JournalReplayFigures,
  replayed: JournalReplayFigures | null,
): string[] {
  return (Object.keys(FIGURE_NAMES) as (keyof JournalReplayFigures)[])
    .filter((key) => replayed === null || stored[key] !== replayed[key])
    .map((key) => FIGURE_NAMES[key]);
}

const described = (d: JournalReplayDecision) =>
  `the ${d.outcome} (${d.rule}) at ${d.time} ${
    d.storedHash === null
      ? "is replayed but not stored"
      : d.replayedHash === null
        ? "is stored but not replayed"
        : "has other evidence"
  }`;

/** The sentence of a replay that reached the engine's end: what agrees, or what differs. */
export function comparisonMessage(
  decisions: readonly JournalReplayDecision[],
  figures: readonly string[],
  entries: number,
): string {
  const differing = decisions.filter((d) => !d.matches);
  if (differing.length === 0 && figures.length === 0) {
    const count = decisions.length === 1 ? "1 decision" : `${decisions.length} decisions`;
    return `${entries} journal entries replay to the same ${count}, evidence and all, and to the same final figures.`;
  }
  const parts = differing.map(described);
  if (figures.length > 0) {
    parts.push(`the final ${figures.join(", ")} ${figures.length === 1 ? "differs" : "differ"}`);
  }
  return `The replay differs from the tables: ${parts.join("; ")}.`;
}
