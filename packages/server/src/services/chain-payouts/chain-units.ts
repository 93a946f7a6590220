import type { PayoutChain } from "../../chain/payout-chain";
import type { ServiceContext } from "../service-context";

// The payout chain's units and names: the stablecoin has 6 decimals, the ledger counts cents.

/** Token units in a cent (6 decimals: 1 USD = 1,000,000 units = 100 cents). */
export const UNITS_PER_CENT = 10_000n;

export const toUnits = (cents: number): bigint => BigInt(cents) * UNITS_PER_CENT;

/** Cents of a token amount; the contract only ever moves whole cents of ours. */
export function toCents(units: bigint): number {
  if (units % UNITS_PER_CENT !== 0n) throw new Error(`${units} token units are not whole cents`);
  return Number(units / UNITS_PER_CENT);
}

/** The week's number on the contract: its Monday as YYYYMMDD (2026-03-02 -> 20260302). */
export const chainWeekOf = (weekKey: string): number => Number(weekKey.replaceAll("-", ""));

/** The chain when the server has one and it is ready; null otherwise (nothing to do yet). */
export function readyChain(ctx: Pick<ServiceContext, "chain">): PayoutChain | null {
  if (!ctx.chain) return null;
  try {
    return ctx.chain.get();
  } catch {
    return null;
  }
}
