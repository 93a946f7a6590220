import type { COPY_TRADE_STATUSES } from "@proparena/contracts/social";
import { type CopyTrade } from "@proparena/contracts/social";
import { Badge, type BadgeTone } from "../../../components/badge";
import { QueryErrorState } from "../../../components/error-state";
import { RuledTable } from "../../../components/data-table";
import { LoadingState } from "../../../components/loading-state";
import { SideBadge, Td } from "../../../components/table-parts";
import { formatCount } from "../../../lib/format-money";
import { formatLots, formatTime } from "../../../lib/format-trading";
import { useCopyTrades } from "../requests/copy-subscriptions";

const STATUS: Record<(typeof COPY_TRADE_STATUSES)[number], { label: string; tone: BadgeTone }> = {
  placed: { label: "Placed", tone: "good" },
  skipped: { label: "Skipped", tone: "warning" },
  rejected: { label: "Refused", tone: "bad" },
};

const COLUMNS = [
  { label: "Their fill" },
  { label: "Symbol" },
  { label: "Side" },
  { label: "Their lots", right: true },
  { label: "Your lots", right: true },
  { label: "Status" },
  { label: "Latency", right: true },
  { label: "Closed" },
];

function StatusCell({ trade }: { trade: CopyTrade }) {
  const status = STATUS[trade.status];
  return (
    <Td>
      <Badge tone={status.tone} status={trade.status}>
        {status.label}
      </Badge>
      {trade.reason && <span className="ml-2 text-slate-400">{trade.reason}</span>}
    </Td>
  );
}

/** The source fills one copying acted on: placed (with latency), skipped or refused, and why. */
export function CopyTrades({ subscriptionId }: { subscriptionId: string }) {
  const trades = useCopyTrades(subscriptionId);
  if (trades.isPending) return <LoadingState label="Loading the copy trades…" />;
  if (trades.isError)
    return <QueryErrorState title="The copy trades could not be loaded" query={trades} />;
  return (
    <RuledTable
      caption="Copy trades"
      columns={COLUMNS}
      minWidth="50rem"
      placeholder={trades.data.trades.length === 0 && "Nothing copied yet."}
      rows={trades.data.trades}
      rowKey={(trade) => trade.id}
      rowData={(trade) => ({ "data-copy-trade": trade.id })}
      cells={(trade) => (
        <>
          <Td>{formatTime(trade.sourceFilledAt)}</Td>
          <Td strong>{trade.symbol}</Td>
          <Td>
            <SideBadge side={trade.side} />
          </Td>
          <Td right mono>
            {formatLots(trade.sourceVolume)}
          </Td>
          <Td right mono>
            {trade.status === "placed" ? formatLots(trade.volume) : "—"}
          </Td>
          <StatusCell trade={trade} />
          <Td right mono>
            {trade.latencyMs === null ? "—" : `${formatCount(trade.latencyMs)} ms`}
          </Td>
          <Td>
            {trade.closedAt ? formatTime(trade.closedAt) : trade.status === "placed" ? "Open" : "—"}
          </Td>
        </>
      )}
    />
  );
}
