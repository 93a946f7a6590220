// Which accounts may be in an active copying, on the leader, as a source or as a target: a fill
// or an account's end elsewhere costs the copy runner no query. Every copying starts on the
// leader (its route is forwarded there), so the sets are complete: the runner loads them at start
// and `startCopy` adds its accounts before the subscription is written. A stopped copying leaves
// its accounts here until the next leadership term (they cost a query, as before).

export interface CopyParties {
  readonly sources: Set<string>;
  readonly targets: Set<string>;
}

/** Keyed by the desk: a new leadership term (a new desk) starts afresh. */
const byDesk = new WeakMap<object, CopyParties>();

/** The desk's accounts that may be copied, or copied into. */
export function copyParties(desk: object): CopyParties {
  let parties = byDesk.get(desk);
  if (!parties) byDesk.set(desk, (parties = { sources: new Set(), targets: new Set() }));
  return parties;
}
