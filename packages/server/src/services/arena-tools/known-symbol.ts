import { getInstrument } from "@proparena/domain/market/instruments";
import { fieldInvalid } from "../../lib/http-error";

/** A symbol of the instruments list, or a 400 on the `symbol` field. */
export function knownSymbol(symbol: string): string {
  if (!getInstrument(symbol)) throw fieldInvalid("symbol", `Unknown symbol ${symbol}`);
  return symbol;
}
