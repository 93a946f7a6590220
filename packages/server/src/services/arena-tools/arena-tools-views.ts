import type { Drawing, PriceAlert } from "@proparena/contracts/arena-tools";
import type { chartDrawings, priceAlerts } from "../../db/schema";

// The arena tools' rows as the contracts show them (contracts arena-tools.ts).

export function drawingView(row: typeof chartDrawings.$inferSelect): Drawing {
  return {
    id: row.id,
    symbol: row.symbol,
    kind: row.kind as Drawing["kind"],
    points: row.points,
    color: row.color,
    createdAt: row.createdAt.toISOString(),
  };
}

export function priceAlertView(row: typeof priceAlerts.$inferSelect): PriceAlert {
  return {
    id: row.id,
    symbol: row.symbol,
    condition: row.condition as PriceAlert["condition"],
    price: row.price,
    email: row.email,
    note: row.note,
    status: row.status as PriceAlert["status"],
    createdAt: row.createdAt.toISOString(),
    triggeredAt: row.triggeredAt?.toISOString() ?? null,
    triggerBid: row.triggerBid,
    triggerAsk: row.triggerAsk,
  };
}
