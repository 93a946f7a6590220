import type { Side } from "./trading-math";

/**
 * What the ticket lets the arena's hotkeys do: place a market order of the ticket's size (and
 * its stop loss and take profit, when they suit the side). The ticket sets it while mounted.
 */
export interface TicketActions {
  placeMarket(side: Side): void;
}

export type TicketActionsRef = { current: TicketActions | null };
