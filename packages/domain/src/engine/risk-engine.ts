import type { Order } from "./orders";
import type { Position } from "./positions";
import type { Quote } from "../market/quotes";
import type { RiskBound } from "./risk-bounds";
import { SortedIndex } from "./sorted-index";

/**
 * The tick-side index of the trading engine. For every symbol it keeps four books sorted by
 * trigger price, and answers "what does this tick trigger?" without scanning accounts:
 *
 *   bid falls to key  (bid <= key): sell stops, stop losses of buys, account lower bounds
 *   bid rises to key  (bid >= key): sell limits, take profits of buys, trailing stops of buys
 *   ask rises to key  (ask >= key): buy stops, stop losses of sells, account upper bounds
 *   ask falls to key  (ask <= key): buy limits, take profits of sells, trailing stops of sells
 *
 * Each book is a SortedIndex; a tick takes entries from one end of each book, in
 * O(log n + k) for k triggered entries. Account bounds come from risk-bounds.ts: an account is
 * returned when a tick leaves the price range inside which none of its limits can be crossed.
 * Triggered entries are removed (an account's other bounds are retired, and swept later); the
 * engine re-registers what still needs watching.
 */
const BID_FALL = 0;
const BID_RISE = 1;
const ASK_RISE = 2;
const ASK_FALL = 3;

const KIND_ORDER = 0;
const KIND_STOP_LOSS = 1;
const KIND_TAKE_PROFIT = 2;
const KIND_ACCOUNT = 3;
const KIND_TRAIL = 4;
/**
 * An account bound left in its book when the account's other bound was reached (`collect`):
 * ignored when a quote takes it, taken out by `sweep`.
 */
const KIND_RETIRED = 5;

export interface Triggered {
  /** Position ids whose stop loss was reached. */
  readonly stopLosses: string[];
  /** Position ids whose take profit was reached. */
  readonly takeProfits: string[];
  /** Pending order ids whose trigger price was reached. */
  readonly orders: string[];
  /** Account ids whose price range was left: they must be re-evaluated. */
  readonly accounts: string[];
  /** Position ids whose trailing stop the quote moves (trailing-stops.ts). */
  readonly trails: string[];
}

/** What a deferred entry is (risk-engine.ts `deferTo`). */
export type DeferredKind = "order" | "stopLoss" | "takeProfit" | "trail" | "account";

/**
 * An entry given to the index while an older tick was worked through that a newer tick (the
 * `tick`-th of those given to `deferTo`) had already reached: it is that tick's work instead.
 */
export interface Deferred {
  readonly tick: number;
  readonly kind: DeferredKind;
  readonly ref: string;
}

const KIND_NAMES: readonly DeferredKind[] = ["order", "stopLoss", "takeProfit", "account", "trail"];

/** True when `quote` reaches `key` on `book` (what `collect` takes). */
function reaches(quote: Quote, book: number, key: number): boolean {
  switch (book) {
    case BID_FALL:
      return quote.bid <= key;
    case BID_RISE:
      return quote.bid >= key;
    case ASK_RISE:
      return quote.ask >= key;
    default:
      return quote.ask <= key;
  }
}

export interface RiskEngineStats {
  readonly entries: number;
  readonly watchedAccounts: number;
  readonly watchedOrders: number;
  readonly watchedStops: number;
  readonly watchedTrails: number;
}

/**
 * The price at which a trailing stop moves (trailing-stops.ts): a buy's when the bid passes its
 * stop + distance, a sell's when the ask passes its stop - distance; without a stop yet, any
 * price moves it. At the key itself the stop stays where it is (the entry is indexed again).
 */
function trailTrigger(position: Position, distance: number): number {
  const sl = position.stopLoss;
  if (position.side === "buy") return (sl ?? 0) + distance;
  return sl === null ? Number.POSITIVE_INFINITY : sl - distance;
}

export class RiskEngine {
  private readonly books = new Map<string, SortedIndex[]>();
  // Entries live in parallel arrays indexed by handle; freed handles are reused.
  private kinds: number[] = [0];
  private refs: string[] = [""];
  private entryBooks: (SortedIndex | null)[] = [null];
  private keys: number[] = [0];
  private readonly free: number[] = [];
  private live = 0;
  private readonly orderHandles = new Map<string, number>();
  private readonly stopLossHandles = new Map<string, number>();
  private readonly takeProfitHandles = new Map<string, number>();
  private readonly trailHandles = new Map<string, number>();
  // Accounts get a slot the first time they are watched: a tick that reaches thousands of
  // account bounds finds each account's handles by its slot (kept with the entry), not by its id.
  private readonly accountSlots = new Map<string, number>();
  /** The handles of each slot's account bounds; null while the account is not watched. */
  private readonly slotHandles: (number[] | null)[] = [];
  /** The slot of each account entry's account (by handle; unused for other kinds). */
  private entrySlots: number[] = [0];
  private watchedAccounts = 0;
  /** Handles of retired account bounds (KIND_RETIRED), in their books or taken, not yet freed. */
  private retired: number[] = [];
  /** The quotes of ticks newer than the one being worked through (`deferTo`), oldest first. */
  private newer: readonly Quote[] | null = null;
  private onDefer: ((entry: Deferred) => void) | null = null;

  /**
   * While an older tick's work is done behind newer ticks (tick-steps.ts): an entry given to the
   * index that one of `newer` reaches is not indexed but handed to `onDefer` with the first
   * such tick, as that tick's own look at the index would have taken it. Null ends it.
   */
  deferTo(newer: readonly Quote[] | null, onDefer?: (entry: Deferred) => void): void {
    this.newer = newer && newer.length > 0 ? newer : null;
    this.onDefer = this.newer ? (onDefer ?? null) : null;
  }

  /** The first newer tick (`deferTo`) that reaches `key` on `book` of `symbol`, or -1. */
  private reachedBy(symbol: string, book: number, key: number): number {
    const newer = this.newer;
    if (!newer) return -1;
    for (let i = 0; i < newer.length; i++) {
      const q = newer[i]!;
      if (q.symbol === symbol && reaches(q, book, key)) return i;
    }
    return -1;
  }

  /**
   * An account waiting for a quote of `symbol` while a newer tick (`deferTo`) brought one: it is
   * that tick's to evaluate (true), rather than waiting for the next quote.
   */
  deferWaitingAccount(accountId: string, symbols: readonly string[]): boolean {
    const newer = this.newer;
    if (!newer || !this.onDefer) return false;
    for (let i = 0; i < newer.length; i++) {
      if (symbols.includes(newer[i]!.symbol)) {
        this.onDefer({ tick: i, kind: "account", ref: accountId });
        return true;
      }
    }
    return false;
  }

  /** Indexes an entry unless a newer tick reached it (deferred, -1: no handle). */
  private watch(kind: number, ref: string, symbol: string, book: number, key: number): number {
    const tick = this.reachedBy(symbol, book, key);
    if (tick >= 0 && this.onDefer) {
      this.onDefer({ tick, kind: KIND_NAMES[kind]!, ref });
      return -1;
    }
    return this.add(kind, ref, symbol, book, key);
  }

  private booksOf(symbol: string): SortedIndex[] {
    let b = this.books.get(symbol);
    if (!b) {
      b = [new SortedIndex(), new SortedIndex(), new SortedIndex(), new SortedIndex()];
      this.books.set(symbol, b);
    }
    return b;
  }

  private add(
    kind: number,
    ref: string,
    symbol: string,
    book: number,
    key: number,
    slot = 0,
  ): number {
    const index = this.booksOf(symbol)[book] as SortedIndex;
    let handle = this.free.pop();
    if (handle === undefined) {
      handle = this.kinds.length;
      this.kinds.push(kind);
      this.refs.push(ref);
      this.entryBooks.push(index);
      this.keys.push(key);
      this.entrySlots.push(slot);
    } else {
      this.kinds[handle] = kind;
      this.refs[handle] = ref;
      this.entryBooks[handle] = index;
      this.keys[handle] = key;
      this.entrySlots[handle] = slot;
    }
    index.insert(key, handle);
    this.live++;
    return handle;
  }

  /** Forgets an entry that is no longer in its book. */
  private release(handle: number): void {
    this.entryBooks[handle] = null;
    this.refs[handle] = "";
    this.free.push(handle);
    this.live--;
  }

  private drop(handle: number | undefined): void {
    if (handle === undefined) return;
    const book = this.entryBooks[handle];
    if (!book) return;
    book.remove(this.keys[handle] as number, handle);
    this.release(handle);
  }

  watchOrder(order: Order): void {
    this.unwatchOrder(order.id);
    if (order.status !== "pending" || order.price === null) return;
    const book =
      order.side === "buy"
        ? order.type === "limit"
          ? ASK_FALL
          : ASK_RISE
        : order.type === "limit"
          ? BID_RISE
          : BID_FALL;
    const handle = this.watch(KIND_ORDER, order.id, order.symbol, book, order.price);
    if (handle >= 0) this.orderHandles.set(order.id, handle);
  }

  unwatchOrder(orderId: string): void {
    const h = this.orderHandles.get(orderId);
    if (h === undefined) return;
    this.drop(h);
    this.orderHandles.delete(orderId);
  }

  watchStops(position: Position): void {
    this.unwatchStops(position.id);
    const buy = position.side === "buy";
    const id = position.id;
    const symbol = position.symbol;
    if (position.stopLoss !== null) {
      const book = buy ? BID_FALL : ASK_RISE;
      const handle = this.watch(KIND_STOP_LOSS, id, symbol, book, position.stopLoss);
      if (handle >= 0) this.stopLossHandles.set(id, handle);
    }
    if (position.takeProfit !== null) {
      const book = buy ? BID_RISE : ASK_FALL;
      const handle = this.watch(KIND_TAKE_PROFIT, id, symbol, book, position.takeProfit);
      if (handle >= 0) this.takeProfitHandles.set(id, handle);
    }
    const distance = position.trailingDistance ?? null;
    if (distance !== null) {
      const book = buy ? BID_RISE : ASK_FALL;
      const handle = this.watch(KIND_TRAIL, id, symbol, book, trailTrigger(position, distance));
      if (handle >= 0) this.trailHandles.set(id, handle);
    }
  }

  unwatchStops(positionId: string): void {
    const sl = this.stopLossHandles.get(positionId);
    if (sl !== undefined) {
      this.drop(sl);
      this.stopLossHandles.delete(positionId);
    }
    const tp = this.takeProfitHandles.get(positionId);
    if (tp !== undefined) {
      this.drop(tp);
      this.takeProfitHandles.delete(positionId);
    }
    const trail = this.trailHandles.get(positionId);
    if (trail !== undefined) {
      this.drop(trail);
      this.trailHandles.delete(positionId);
    }
  }

  watchAccount(accountId: string, bounds: readonly RiskBound[]): void {
    this.unwatchAccount(accountId);
    if (bounds.length === 0) return;
    if (this.newer && this.onDefer) {
      // One bound a newer tick reached is the whole account's evaluation at that tick.
      let first = -1;
      for (const b of bounds) {
        for (const [book, key] of [
          [BID_FALL, b.low],
          [ASK_RISE, b.high],
        ] as const) {
          if (!Number.isFinite(key)) continue;
          const tick = this.reachedBy(b.symbol, book, key);
          if (tick >= 0 && (first < 0 || tick < first)) first = tick;
        }
      }
      if (first >= 0) {
        this.onDefer({ tick: first, kind: "account", ref: accountId });
        return;
      }
    }
    const slot = this.slotOf(accountId);
    const handles: number[] = [];
    for (const b of bounds) {
      if (b.low > Number.NEGATIVE_INFINITY) {
        handles.push(this.add(KIND_ACCOUNT, accountId, b.symbol, BID_FALL, b.low, slot));
      }
      if (b.high < Number.POSITIVE_INFINITY) {
        handles.push(this.add(KIND_ACCOUNT, accountId, b.symbol, ASK_RISE, b.high, slot));
      }
    }
    if (handles.length === 0) return;
    this.slotHandles[slot] = handles;
    this.watchedAccounts++;
  }

  private slotOf(accountId: string): number {
    let slot = this.accountSlots.get(accountId);
    if (slot === undefined) {
      slot = this.slotHandles.length;
      this.accountSlots.set(accountId, slot);
      this.slotHandles.push(null);
    }
    return slot;
  }

  /** Takes the account's bounds out of the index; false when it had none. */
  unwatchAccount(accountId: string): boolean {
    const slot = this.accountSlots.get(accountId);
    const handles = slot === undefined ? null : this.slotHandles[slot];
    if (!handles) return false;
    for (const h of handles) this.drop(h);
    this.slotHandles[slot!] = null;
    this.watchedAccounts--;
    return true;
  }

  isAccountWatched(accountId: string): boolean {
    const slot = this.accountSlots.get(accountId);
    return slot !== undefined && this.slotHandles[slot] !== null;
  }

  /** Takes every entry this quote triggers out of the books. */
  collect(quote: Quote): Triggered {
    const result: Triggered = {
      stopLosses: [],
      takeProfits: [],
      orders: [],
      accounts: [],
      trails: [],
    };
    const books = this.books.get(quote.symbol);
    if (!books) return result;
    const handles: number[] = [];
    (books[BID_FALL] as SortedIndex).takeAtLeast(quote.bid, handles);
    (books[BID_RISE] as SortedIndex).takeAtMost(quote.bid, handles);
    (books[ASK_RISE] as SortedIndex).takeAtMost(quote.ask, handles);
    (books[ASK_FALL] as SortedIndex).takeAtLeast(quote.ask, handles);
    // Taken entries are out of their books already: release them first.
    for (const h of handles) this.entryBooks[h] = null;
    for (const h of handles) {
      const ref = this.refs[h] as string;
      switch (this.kinds[h]) {
        case KIND_ORDER:
          this.orderHandles.delete(ref);
          result.orders.push(ref);
          break;
        case KIND_STOP_LOSS:
          this.stopLossHandles.delete(ref);
          result.stopLosses.push(ref);
          break;
        case KIND_TAKE_PROFIT:
          this.takeProfitHandles.delete(ref);
          result.takeProfits.push(ref);
          break;
        case KIND_TRAIL:
          this.trailHandles.delete(ref);
          result.trails.push(ref);
          break;
        case KIND_ACCOUNT:
          if (this.retireAccount(this.entrySlots[h] as number)) result.accounts.push(ref);
          break;
      }
    }
    for (const h of handles) {
      // A retired bound's handle is freed by `sweep`, which holds it.
      if (this.kinds[h] === KIND_RETIRED) continue;
      this.refs[h] = "";
      this.free.push(h);
      this.live--;
    }
    return result;
  }

  /**
   * A quote reached one of the account's bounds: the account is no longer watched, and its
   * other bounds stay in their books, retired, until `sweep` takes them out (a mass breach
   * reaches thousands of accounts at once, and their other bounds would cost the tick a removal
   * each). False when the account had no bounds.
   */
  private retireAccount(slot: number): boolean {
    const handles = this.slotHandles[slot];
    if (!handles) return false;
    this.slotHandles[slot] = null;
    this.watchedAccounts--;
    for (const h of handles) {
      if (this.entryBooks[h] === null) continue; // taken by this quote
      this.kinds[h] = KIND_RETIRED;
      this.refs[h] = "";
      this.retired.push(h);
    }
    return true;
  }

  /** Retired bounds not yet taken out of their books (`sweep`). */
  get retiredBounds(): number {
    return this.retired.length;
  }

  /**
   * Takes up to `budget` retired bounds out of their books (those a quote took already are only
   * freed). What the index answers does not depend on when this runs.
   */
  sweep(budget: number): void {
    for (let n = 0; n < budget && this.retired.length > 0; n++) {
      const h = this.retired.pop()!;
      const book = this.entryBooks[h];
      if (book) book.remove(this.keys[h] as number, h);
      this.kinds[h] = KIND_ORDER;
      this.release(h);
    }
  }

  stats(): RiskEngineStats {
    let stops = 0;
    stops += this.stopLossHandles.size + this.takeProfitHandles.size;
    return {
      entries: this.live - this.retired.length,
      watchedAccounts: this.watchedAccounts,
      watchedOrders: this.orderHandles.size,
      watchedStops: stops,
      watchedTrails: this.trailHandles.size,
    };
  }
}
