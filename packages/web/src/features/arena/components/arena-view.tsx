import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { Account, Instrument, Timeframe } from "@proparena/contracts/trading";
import { Alert } from "../../../components/alert";
import { LoadingState } from "../../../components/loading-state";
import { useAccount } from "../requests/get-account";
import { usePendingOrders } from "../requests/get-pending-orders";
import { usePositions } from "../requests/get-positions";
import { floatingPnlCents } from "../lib/live-pnl";
import { useQuotesVersion } from "../lib/quote-store";
import type { QuoteStore } from "../lib/quote-store";
import { useArenaRealtime } from "../lib/use-arena-realtime";
import type { TicketActions } from "../lib/ticket-actions";
import { AccountBar } from "./account-bar";
import { AlertsPanel } from "./alerts-panel";
import { ArenaHotkeys } from "./arena-hotkeys";
import { TradingToolsPanel } from "./trading-tools-panel";
import { ActivityTabs } from "./activity-tabs";
import { ChartPanel } from "./chart-panel";
import { ConnectionStatus } from "./connection-status";
import { HistoryTable } from "./history-table";
import { ObjectivesPanel } from "./objectives-panel";
import { OrderTicket } from "./order-ticket";
import { OrdersTable } from "./orders-table";
import { PositionsTable } from "./positions-table";
import { Watchlist } from "./watchlist";
import { STORAGE_KEYS } from "../../../lib/browser-storage";

export const SYMBOL_STORAGE_KEY = STORAGE_KEYS.arenaSymbol;

function readSymbol(): string | null {
  try {
    return window.localStorage.getItem(SYMBOL_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The arena for one account: watchlist, chart, ticket, objectives and activity. */
export function ArenaView({
  instruments,
  accounts,
  accountId,
  onSelectAccount,
  store,
}: {
  instruments: readonly Instrument[];
  accounts: readonly Account[];
  accountId: string;
  onSelectAccount: (accountId: string) => void;
  store: QuoteStore;
}) {
  const listed = accounts.find((a) => a.id === accountId);
  const accountQuery = useAccount(accountId, listed);
  const account = accountQuery.data ?? listed;
  const positions = usePositions(accountId);
  const orders = usePendingOrders(accountId);

  const bySymbol = useMemo(() => new Map(instruments.map((i) => [i.symbol, i])), [instruments]);
  const instrumentOf = useCallback((symbol: string) => bySymbol.get(symbol), [bySymbol]);
  const digitsOf = useCallback((symbol: string) => bySymbol.get(symbol)?.digits ?? 5, [bySymbol]);
  const symbols = useMemo(() => instruments.map((i) => i.symbol), [instruments]);

  const [preferredSymbol, setPreferredSymbol] = useState(readSymbol);
  const instrument =
    (preferredSymbol ? bySymbol.get(preferredSymbol) : undefined) ??
    bySymbol.get("EURUSD") ??
    instruments[0];
  const selectSymbol = (symbol: string) => {
    setPreferredSymbol(symbol);
    try {
      window.localStorage.setItem(SYMBOL_STORAGE_KEY, symbol);
    } catch {
      // The choice lasts for this visit only.
    }
  };
  const [timeframe, setTimeframe] = useState<Timeframe>("15m");
  const ticketActions = useRef<TicketActions | null>(null);

  const status = useArenaRealtime({ store, symbols, digitsOf });
  useQuotesVersion(store);

  const openPositions = positions.data?.items ?? [];
  const pendingOrders = orders.data ?? [];
  const floating = positions.data
    ? floatingPnlCents(openPositions, instrumentOf, store.get)
    : (account?.floatingPnlCents ?? 0);

  if (!account) return <LoadingState label="Loading the account…" />;
  if (!instrument) return <Alert tone="warning">No instruments are available right now.</Alert>;

  const readOnly = account.status !== "active";
  // A phase II pass opens the funded account only after KYC and the trader agreement.
  const awaitsFunding =
    account.status === "passed" &&
    account.phase === "phase2" &&
    !accounts.some((a) => a.previousAccountId === account.id);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <AccountBar
            accounts={accounts}
            account={account}
            onSelect={onSelectAccount}
            floatingPnlCents={floating}
          />
        </div>
        <div className="flex justify-end">
          <ConnectionStatus status={status} />
        </div>
      </div>

      {readOnly && (
        <Alert
          tone={account.status === "passed" ? "success" : "error"}
          title={
            account.status === "failed"
              ? "This account failed — it is read-only"
              : account.status === "closed"
                ? "This account is closed — it is read-only"
                : "This account passed its phase — it is read-only"
          }
        >
          {account.status === "closed"
            ? "Its purchase was refunded, so the account was closed and its positions were closed at the market."
            : (account.evidence?.message ?? "No rule evidence was recorded.")}
          {awaitsFunding && (
            <p className="mt-2">
              Your funded account opens once your{" "}
              <Link className="underline" to="/dashboard/kyc">
                identity check (KYC)
              </Link>{" "}
              is approved and the{" "}
              <Link className="underline" to="/dashboard/agreements">
                trader agreement
              </Link>{" "}
              is signed.
            </p>
          )}
        </Alert>
      )}

      {/* Phones: chart, ticket, activity, objectives, markets, stacked. Desktop: three columns. */}
      <div className="grid items-start gap-3 lg:grid-cols-[20rem_minmax(0,1fr)_19rem] lg:[grid-template-areas:'watch_chart_ticket'_'watch_activity_objectives']">
        <div className="min-w-0 lg:[grid-area:chart]">
          <ChartPanel
            instrument={instrument}
            timeframe={timeframe}
            onTimeframeChange={setTimeframe}
            store={store}
            positions={openPositions}
            orders={pendingOrders}
          />
        </div>
        <div className="lg:[grid-area:ticket]">
          <OrderTicket
            key={`${account.id}:${instrument.symbol}`}
            instrument={instrument}
            account={account}
            store={store}
            actionsRef={ticketActions}
          />
          <TradingToolsPanel />
          <ArenaHotkeys
            account={account}
            positions={openPositions}
            orders={pendingOrders}
            ticket={ticketActions}
          />
        </div>
        <div className="min-w-0 lg:[grid-area:activity]">
          <Activity
            instrument={instrument}
            account={account}
            positions={positions}
            orders={orders}
            instrumentOf={instrumentOf}
            store={store}
          />
        </div>
        <div className="lg:[grid-area:objectives]">
          <ObjectivesPanel account={account} />
        </div>
        <div className="lg:[grid-area:watch]">
          <Watchlist
            instruments={instruments}
            selected={instrument.symbol}
            onSelect={selectSymbol}
            store={store}
          />
        </div>
      </div>
    </div>
  );
}

function Activity({
  instrument,
  account,
  positions,
  orders,
  instrumentOf,
  store,
}: {
  instrument: Instrument;
  account: Account;
  positions: ReturnType<typeof usePositions>;
  orders: ReturnType<typeof usePendingOrders>;
  instrumentOf: (symbol: string) => Instrument | undefined;
  store: QuoteStore;
}) {
  const positionCount = positions.data?.items.length;
  const orderCount = orders.data?.length;
  return (
    <ActivityTabs
      tabs={[
        {
          id: "positions",
          label: `Positions${positionCount ? ` (${positionCount})` : ""}`,
          content: positions.isPending ? (
            <LoadingState label="Loading positions…" />
          ) : positions.isError ? (
            <div className="p-3">
              <Alert tone="error">Could not load the positions. Reload to try again.</Alert>
            </div>
          ) : (
            <PositionsTable
              account={account}
              positions={positions.data.items}
              instrumentOf={instrumentOf}
              store={store}
            />
          ),
        },
        {
          id: "orders",
          label: `Orders${orderCount ? ` (${orderCount})` : ""}`,
          content: orders.isPending ? (
            <LoadingState label="Loading orders…" />
          ) : orders.isError ? (
            <div className="p-3">
              <Alert tone="error">Could not load the pending orders. Reload to try again.</Alert>
            </div>
          ) : (
            <OrdersTable account={account} orders={orders.data} instrumentOf={instrumentOf} />
          ),
        },
        {
          id: "history",
          label: "History",
          content: <HistoryTable accountId={account.id} instrumentOf={instrumentOf} />,
        },
        {
          id: "alerts",
          label: "Alerts",
          content: <AlertsPanel instrument={instrument} store={store} />,
        },
      ]}
    />
  );
}

/** Seeds the quote store with the REST snapshot of every instrument. */
export function useSeedQuotes(store: QuoteStore, instruments: readonly Instrument[] | undefined) {
  useEffect(() => {
    if (!instruments) return;
    store.put(instruments.flatMap((i) => (i.quote ? [i.quote] : [])));
  }, [store, instruments]);
}
