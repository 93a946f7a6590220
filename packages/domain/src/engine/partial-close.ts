import type { EngineState } from "./engine-state";
import { finish, newChanges } from "./engine-state";
import { closePart } from "./fills";
import { getInstrument, type Instrument } from "../market/instruments";
import { marketCheck } from "./order-preparation";
import { checkCloseVolume, splitPosition } from "./position-split";
import { ok, type Result } from "../core/result";
import { evaluate } from "../rules/rule-outcomes";
import { closePosition, OPEN_POSITION, owned, type ClosedPosition } from "./trader-operations";

/**
 * A trader's partial close: `volume` lots of an open position close at the current quote (a buy
 * at the bid, a sell at the ask), with the semantics of MetaTrader 5 and cTrader. The part
 * closed realises its P&L (the same pnl.ts figure, rounded once, as a whole close of that many
 * lots) with its share of the commission and swap (position-split.ts), and becomes a trade with
 * an id of its own (`positionId` names the position); the rest keeps the position's id, open
 * price, open time, stops and trailing stop, with the rest of the costs and its margin
 * recomputed for its volume. A `positionPartiallyClosed` event reports both, then the rules run
 * on the account as after any close. The whole volume is a whole close (closePosition).
 * Rejected, with nothing changed: a volume off the lot step or below the minimum
 * (VOLUME_OFF_STEP, VOLUME_TOO_SMALL), above the position's (CLOSE_VOLUME_TOO_LARGE), or
 * leaving less than the minimum open (REMAINDER_TOO_SMALL).
 */
export function closePositionPart(
  s: EngineState,
  accountId: string,
  positionId: string,
  volume: unknown,
  time: unknown,
): Result<ClosedPosition> {
  const o = owned(s, accountId, time, s.positions, positionId, OPEN_POSITION);
  if (!o.ok) return o;
  const { st, item: position } = o.value;
  const instrument = getInstrument(position.symbol) as Instrument;
  const closing = checkCloseVolume(volume, position, instrument);
  if (!closing.ok) return closing;
  if (closing.value === position.volume) return closePosition(s, accountId, positionId, time);
  const m = marketCheck(s, instrument, time as number);
  if (!m.ok) return m;
  const t = time as number;
  const changes = newChanges();
  const split = splitPosition(position, closing.value, st.a.costs, instrument);
  const { trade } = closePart(s, st, position, split, t, "manual", changes);
  evaluate(s, st, t, m.value.quote, changes);
  return ok({ ...finish(s, changes), trade });
}
