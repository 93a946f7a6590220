// Which source accounts may have active copy subscriptions, on the leader: a fill elsewhere costs
// the copy runner no query. Every copying starts on the leader (its route is forwarded there), so
// the set is complete: the runner loads it at start and `startCopy` adds its source before the
// subscription is written. A stopped copying leaves its source here until the next leadership term
// (it costs a query per fill of that source, as before).

/** Keyed by the desk: a new leadership term (a new desk) starts afresh. */
const byDesk = new WeakMap<object, Set<string>>();

/** The desk's set of source accounts that may be copied. */
export function copiedSources(desk: object): Set<string> {
  let sources = byDesk.get(desk);
  if (!sources) byDesk.set(desk, (sources = new Set()));
  return sources;
}
