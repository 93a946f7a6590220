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
 *
 * Entries are handles into flat typed arrays (`meta`, `keys`): a tick that reaches thousands of
 * account bounds reads a few words per bound instead of chasing an object each, which on a large
 * heap is most of the tick's cost (cache and TLB misses).
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
 * Int32 words per entry in `meta`: its kind; for an account bound, its account's slot and the
 * slot's generation when it was indexed (a bound of an earlier generation was retired when the
 * account's other bound was reached, and answers nothing); its book's number + 1 (0: in no book).
 */
const META = 4;
const M_KIND = 0;
const M_SLOT = 1;
const M_GEN = 2;
const M_BOOK = 3;
const INITIAL_CAPACITY = 1_024;

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
  /** Each symbol's first book number: its four books follow in `bookList` (BID_FALL..ASK_FALL). */
  private readonly books = new Map<string, number>();
  private readonly bookList: SortedIndex[] = [];
  // Entries live in parallel arrays indexed by handle (0 is never used); freed handles are reused.
  private meta = new Int32Array(META * INITIAL_CAPACITY);
  private keys = new Float64Array(INITIAL_CAPACITY);
  private capacity = INITIAL_CAPACITY;
  private readonly refs: string[] = [""];
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
  /** Each slot's generation: one more each time a quote retires the account's bounds. */
  private readonly slotGens: number[] = [];
  private watchedAccounts = 0;
  /**
   * The bounds of retired accounts (`retireAccount`), a list per account, each bound in its book
   * or taken by a quote: `sweep` takes them out and frees their handles.
   */
  private readonly retired: number[][] = [];
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

  /** The number of `symbol`'s first book (made on first use). */
  private booksOf(symbol: string): number {
    let first = this.books.get(symbol);
    if (first === undefined) {
      first = this.bookList.length;
      for (let i = 0; i < 4; i++) this.bookList.push(new SortedIndex());
      this.books.set(symbol, first);
    }
    return first;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const meta = new Int32Array(META * capacity);
    meta.set(this.meta);
    const keys = new Float64Array(capacity);
    keys.set(this.keys);
    this.meta = meta;
    this.keys = keys;
    this.capacity = capacity;
  }

  private add(
    kind: number,
    ref: string,
    symbol: string,
    book: number,
    key: number,
    slot = 0,
  ): number {
    const bookNo = this.booksOf(symbol) + book;
    let handle = this.free.pop();
    if (handle === undefined) {
      handle = this.refs.length;
      if (handle >= this.capacity) this.grow();
      this.refs.push(ref);
    } else {
      this.refs[handle] = ref;
    }
    const at = handle * META;
    const meta = this.meta;
    meta[at + M_KIND] = kind;
    meta[at + M_SLOT] = slot;
    meta[at + M_GEN] = kind === KIND_ACCOUNT ? (this.slotGens[slot] as number) : 0;
    meta[at + M_BOOK] = bookNo + 1;
    this.keys[handle] = key;
    (this.bookList[bookNo] as SortedIndex).insert(key, handle);
    this.live++;
    return handle;
  }

  /** Forgets an entry that is no longer in its book. */
  private release(handle: number): void {
    this.meta[handle * META + M_BOOK] = 0;
    this.refs[handle] = "";
    this.free.push(handle);
    this.live--;
  }

  /** Takes an entry out of its book, if it is in one, and forgets it. */
  private drop(handle: number | undefined): void {
    if (handle === undefined) return;
    const book = this.meta[handle * META + M_BOOK] as number;
    if (book === 0) return;
    (this.bookList[book - 1] as SortedIndex).remove(this.keys[handle] as number, handle);
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
      this.slotGens.push(0);
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
    const first = this.books.get(quote.symbol);
    if (first === undefined) return result;
    const handles: number[] = [];
    const books = this.bookList;
    (books[first + BID_FALL] as SortedIndex).takeAtLeast(quote.bid, handles);
    (books[first + BID_RISE] as SortedIndex).takeAtMost(quote.bid, handles);
    (books[first + ASK_RISE] as SortedIndex).takeAtMost(quote.ask, handles);
    (books[first + ASK_FALL] as SortedIndex).takeAtLeast(quote.ask, handles);
    const meta = this.meta;
    // Taken entries are out of their books already.
    for (const h of handles) meta[h * META + M_BOOK] = 0;
    for (const h of handles) {
      const at = h * META;
      const kind = meta[at + M_KIND] as number;
      if (kind === KIND_ACCOUNT) {
        // Its handle is freed by `sweep`, with the account's other bounds; a bound of an earlier
        // generation (retired) answers nothing.
        const slot = meta[at + M_SLOT] as number;
        if (meta[at + M_GEN] === this.slotGens[slot] && this.retireAccount(slot)) {
          result.accounts.push(this.refs[h] as string);
        }
        continue;
      }
      const ref = this.refs[h] as string;
      switch (kind) {
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
      }
      this.refs[h] = "";
      this.free.push(h);
      this.live--;
    }
    return result;
  }

  /**
   * A quote reached one of the account's bounds: the account is no longer watched, and its
   * bounds stay in their books, retired (a generation behind their slot's), until `sweep` takes
   * them out. A mass breach reaches thousands of accounts at once: the tick touches none of
   * their other bounds. False when the account had no bounds.
   */
  private retireAccount(slot: number): boolean {
    const handles = this.slotHandles[slot];
    if (!handles) return false;
    this.slotHandles[slot] = null;
    this.slotGens[slot] = (this.slotGens[slot] as number) + 1;
    this.watchedAccounts--;
    this.retired.push(handles);
    return true;
  }

  /** Retired bounds not yet taken out of their books (`sweep`). */
  get retiredBounds(): number {
    let n = 0;
    for (const handles of this.retired) {
      for (const h of handles) if (this.meta[h * META + M_BOOK] !== 0) n++;
    }
    return n;
  }

  /**
   * Takes up to `budget` retired bounds out of their books, and frees their handles (those a
   * quote took already are only freed). What the index answers does not depend on when this runs.
   */
  sweep(budget: number): void {
    let n = 0;
    while (n < budget && this.retired.length > 0) {
      const handles = this.retired[this.retired.length - 1] as number[];
      const h = handles.pop();
      if (h === undefined) {
        this.retired.pop();
        continue;
      }
      const book = this.meta[h * META + M_BOOK] as number;
      if (book !== 0) {
        (this.bookList[book - 1] as SortedIndex).remove(this.keys[h] as number, h);
        n++;
      }
      this.release(h);
    }
  }

  stats(): RiskEngineStats {
    let stops = 0;
    stops += this.stopLossHandles.size + this.takeProfitHandles.size;
    let retired = 0;
    for (const handles of this.retired) retired += handles.length;
    return {
      entries: this.live - retired,
      watchedAccounts: this.watchedAccounts,
      watchedOrders: this.orderHandles.size,
      watchedStops: stops,
      watchedTrails: this.trailHandles.size,
    };
  }
}
