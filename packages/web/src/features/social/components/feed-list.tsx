import type { FeedItem } from "@proparena/contracts/social";
import { QueryErrorState } from "../../../components/error-state";
import { LoadMoreButton } from "../../../components/load-more-button";
import { LoadingState } from "../../../components/loading-state";
import { EmptyNote } from "../../../components/metrics-section";
import { PublicTraderFace } from "../../../components/public-trader-face";
import { SideBadge, pnlClass } from "../../../components/table-parts";
import { formatLots, formatPrice, formatSignedUsd, formatTime } from "../../../lib/format-trading";
import { digitsOf, useInstruments } from "../../../lib/get-instruments";
import { useFeed } from "../requests/get-feed";

function FeedEntry({ item, digits }: { item: FeedItem; digits: number | undefined }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-950/40 p-3">
      <div className="min-w-0 space-y-1">
        <PublicTraderFace trader={item.trader} />
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-200">
          <span>{item.kind === "opened" ? "Opened" : "Closed"}</span>
          <SideBadge side={item.side} />
          <span className="font-mono tabular-nums">
            {formatLots(item.volume)} {item.symbol} at{" "}
            {digits === undefined ? item.price : formatPrice(item.price, digits)}
          </span>
          {item.pnlCents !== null && (
            <span className={`font-mono tabular-nums ${pnlClass(item.pnlCents)}`}>
              {formatSignedUsd(item.pnlCents)}
            </span>
          )}
        </p>
        <p className="text-xs text-slate-400">{item.bookLabel}</p>
      </div>
      <time dateTime={item.time} className="text-xs text-slate-400">
        {formatTime(item.time)}
      </time>
    </li>
  );
}

/** The followed traders' trades, newest first, each shown once the delay has passed. */
export function FeedList() {
  const feed = useFeed();
  const instruments = useInstruments();
  if (feed.isPending) return <LoadingState label="Loading your feed…" />;
  if (feed.isError) return <QueryErrorState title="Your feed could not be loaded" query={feed} />;
  const items = feed.data.pages.flatMap((page) => page.items);
  const delay = feed.data.pages[0]!.delayMinutes;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-400">
        Trades show here {delay} minute{delay === 1 ? "" : "s"} after they happen.
      </p>
      {items.length === 0 ? (
        <EmptyNote>Nothing yet: the trades of the traders you follow show here.</EmptyNote>
      ) : (
        <ol aria-label="Feed" className="space-y-2">
          {items.map((item) => (
            <FeedEntry
              key={item.id}
              item={item}
              digits={digitsOf(instruments.data?.instruments, item.symbol)}
            />
          ))}
        </ol>
      )}
      <LoadMoreButton query={feed} label="Older trades" />
    </div>
  );
}
