import { detectBotRegularity } from "./bot-regularity";
import { CoOpenBook } from "./co-open-book";
import {
  coOpen,
  copyComparable,
  inCrowd,
  detectCopyTrading,
  isCoOpen,
  type CoOpen,
} from "./copy-trading";
import { detectHedging } from "./hedging";
import { detectHft } from "./hft";
import { IndexedTradeStore } from "./indexed-trade-store";
import {
  sortedEvents,
  type IntegrityEvent,
  type IntegrityTrade,
  type LinkSignal,
} from "./integrity-inputs";
import { FlagBook, type Detection, type IntegrityFlag } from "./integrity-flags";
import { hedgeSymbols, INTEGRITY_POLICY, type IntegrityPolicy } from "./integrity-policy";
import { detectLatencyArbitrage } from "./latency-arbitrage";
import { PersonLinks } from "./multi-account";
import { byClose, type TradeStore } from "./trade-store";

/**
 * Incremental detection: the monitor takes events one at a time, in time order (a trade when
 * it closes, a linking signal when it is seen), and answers with the flags raised or raised
 * higher by it. Its state is bounded (see IndexedTradeStore): a closing trade is compared
 * with its person group's trades that were open at the same time, with the trades opened
 * within the copy window on its symbol and side (unless it opened in a crowd), and with its
 * account's last trades; a signal with the people who used the same value.
 *
 * Deterministic: the same events in the same order give the same flags, whichever store
 * answers (the tests feed the full-scan store and the indexed one the same streams).
 */
export class IntegrityMonitor {
  readonly flags: FlagBook;
  readonly links: PersonLinks;
  private readonly store: TradeStore;
  private readonly coOpens = new CoOpenBook();

  constructor(
    readonly policy: IntegrityPolicy = INTEGRITY_POLICY,
    store?: (groupOf: (personId: string) => string) => TradeStore,
  ) {
    this.flags = new FlagBook(policy);
    this.links = new PersonLinks(policy);
    this.store = store ? store((p) => this.links.group(p)) : new IndexedTradeStore(policy);
  }

  observe(event: IntegrityEvent): IntegrityFlag[] {
    return event.type === "close" ? this.close(event.trade) : this.signal(event.signal);
  }

  signal(s: LinkSignal): IntegrityFlag[] {
    const update = this.links.observe(s);
    for (const [keep, gone] of update.merged) this.store.mergeGroups(keep, gone);
    return this.raise(update.detections);
  }

  close(t: IntegrityTrade): IntegrityFlag[] {
    const { policy, store } = this;
    store.advance(t.closeTime);
    this.coOpens.forgetBefore(t.closeTime - 2 * policy.lookbackMs);
    const group = this.links.group(t.personId);
    const found: Detection[] = [];

    const legs = store.hedgeCandidates(t, group, hedgeSymbols(t.symbol, policy)).sort(byClose);
    if (legs.length > 0) found.push(...detectHedging(t, legs, policy));

    if (copyComparable(t, policy)) {
      const touched = new Set<CoOpen[]>();
      const { crowdWindowMs, baselineWindowMs } = policy.copyTrading;
      // The crowd is counted first (two bounds in the index): a trade opened in a crowd (a mass
      // breach's closes of positions opened in one burst) costs no list of its thousands of
      // neighbours.
      const crowd = inCrowd(
        store.countOpens(t, crowdWindowMs),
        store.countOpens(t, baselineWindowMs),
        policy,
      );
      if (!crowd) {
        for (const c of store.coOpenCandidates(t).sort(byClose)) {
          if (isCoOpen(t, c, policy)) touched.add(this.coOpens.add(coOpen(t, c)));
        }
      }
      for (const list of touched) found.push(...detectCopyTrading(list, t.closeTime, policy));
    }

    store.add(t, group);
    const hft = detectHft(store.accountWindow(t.accountId, policy.hft.windowTrades, false), policy);
    if (hft) found.push(hft);
    const la = detectLatencyArbitrage(
      store.accountWindow(t.accountId, policy.latencyArbitrage.windowTrades, false),
      policy,
    );
    if (la) found.push(la);
    if (!t.api) {
      const bot = detectBotRegularity(
        store.accountWindow(t.accountId, policy.botRegularity.windowOrders, true),
        policy,
      );
      if (bot) found.push(bot);
    }
    return this.raise(found);
  }

  private raise(detections: readonly Detection[]): IntegrityFlag[] {
    const out: IntegrityFlag[] = [];
    for (const d of detections) {
      const flag = this.flags.raise(d);
      if (flag) out.push(flag);
    }
    return out;
  }
}

/**
 * Replay: the flags a history gives, fed to a monitor in the one replay order (time, signals
 * before closes at one instant, then id), whatever order `events` come in. Pass
 * `store` to replay on another store (the full-scan reference).
 */
export function detectAll(
  events: readonly IntegrityEvent[],
  policy: IntegrityPolicy = INTEGRITY_POLICY,
  store?: (groupOf: (personId: string) => string) => TradeStore,
): IntegrityFlag[] {
  const monitor = new IntegrityMonitor(policy, store);
  for (const e of sortedEvents(events)) monitor.observe(e);
  return monitor.flags.all();
}
