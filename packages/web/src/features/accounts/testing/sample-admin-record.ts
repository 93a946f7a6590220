import { adminRecordResponseSchema, type AdminRecord } from "@proparena/contracts/admin-users";
import { ACCOUNT_ID, USER_ID, type FakeRoutes } from "../../../testing/sample-admin-user";

export const POSITION_ID = "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9";

/** Ten one-minute EURUSD candles from 14:00 UTC on Jan 6, 2025. */
export function sampleCandles(count = 10): AdminRecord["candles"] {
  return Array.from({ length: count }, (_, i) => {
    const open = 1.085 + i * 0.0001;
    return {
      time: new Date(Date.parse("2025-01-06T14:00:00.000Z") + i * 60_000).toISOString(),
      open,
      high: open + 0.0003,
      low: open - 0.0002,
      close: open + 0.0001,
    };
  });
}

/** A closed EURUSD position's record (as GET /admin/records/positions/:id answers). */
export function sampleAdminRecord(overrides: Partial<AdminRecord> = {}): AdminRecord {
  return adminRecordResponseSchema.parse({
    kind: "positions",
    record: {
      id: POSITION_ID,
      accountId: ACCOUNT_ID,
      symbol: "EURUSD",
      side: "buy",
      volume: 1.5,
      openPrice: 1.08512,
      openTime: "2025-01-06T14:03:07.000Z",
      stopLoss: null,
      takeProfit: 1.09,
      swapCents: -120,
    },
    accountId: ACCOUNT_ID,
    userId: USER_ID,
    userEmail: "tess@example.com",
    symbol: "EURUSD",
    events: [
      { label: "Opened", time: "2025-01-06T14:03:07.000Z", price: 1.08512 },
      { label: "Stop loss moved", time: "2025-01-06T14:07:30.000Z", price: null },
    ],
    candles: sampleCandles(),
    ...overrides,
  });
}

/** Serves GET /admin/records/<kind>/<id> with the record; any other id is a 404. */
export function serveAdminRecord(api: FakeRoutes, record: AdminRecord = sampleAdminRecord()) {
  const id = String(record.record.id);
  api.on(`GET /admin/records/${record.kind}/${id}`, () => ({
    status: 200,
    body: record,
  }));
  return api;
}
