import { tmpdir } from "node:os";
import path from "node:path";
import { diskFileStore } from "@proparena/server/files/file-store";
import type { Database } from "@proparena/server/db/database";
import { buildApp } from "@proparena/server/http/app";
import { soloRole } from "@proparena/server/cluster/cluster-role";
import { attachAccountStreams } from "@proparena/server/realtime/account-streams";
import { systemClock } from "@proparena/server/lib/clock";
import { createMailer } from "@proparena/server/mail/mailer";
import type { MarketService } from "@proparena/server/market/market-service";
import { noFeedStatus } from "@proparena/server/market/feed-monitor";
import { selectPaymentProvider } from "@proparena/server/payments/select-provider";
import type { ServiceContext } from "@proparena/server/services/service-context";
import type { TradingDesk } from "@proparena/server/trading/desk/trading-desk";
import { RULE_SETS } from "@proparena/domain/rules/rule-sets";
import { noIntegrityMonitor } from "@proparena/server/services/integrity/integrity-gate";

/** The API server as production assembles it (system clock, test processor, outbox mail) on a random port. */
export async function startBenchServer(
  database: Database,
  desk: TradingDesk,
  market: MarketService,
) {
  const db = database.db;
  const payments = await selectPaymentProvider({
    db,
    clock: systemClock,
    publicOrigin: "http://localhost",
    webhookBaseUrl: () => "http://127.0.0.1:0",
  });
  const ctx: ServiceContext = {
    db,
    clock: systemClock,
    desk,
    market,
    feedStatus: noFeedStatus,
    cluster: soloRole,
    integrity: noIntegrityMonitor,
    payments: payments.provider,
    files: diskFileStore(path.join(tmpdir(), `proparena-bench-files-${process.pid}`)),
    mailer: createMailer({ db, from: "bench@local", log: { info() {}, error() {} } }),
    settings: {
      productName: "PropArena",
      publicOrigin: "http://localhost",
      sessionTtlHours: 24,
      sessionIdleHours: 24 * 7,
      supportEmail: "s@local",
      resetTimeZone: "UTC",
      ruleSets: RULE_SETS,
      marketHours: "always-open",
      openbookDelayMinutes: 15,
    },
  };
  const app = await buildApp({ ctx, database, webDistDir: "/nonexistent" });
  const stopAccountStreams = attachAccountStreams(app.io, desk);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    app,
    ctx,
    base,
    async close() {
      stopAccountStreams();
      await app.close();
    },
  };
}
