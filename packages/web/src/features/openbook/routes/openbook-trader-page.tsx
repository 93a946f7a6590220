import type { ReactNode } from "react";
import { useParams } from "react-router";
import type { OpenbookBook, OpenbookTraderResponse } from "@proparena/contracts/openbook";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { NotFoundPanel } from "../../../components/not-found-panel";
import { PageContainer } from "../../../components/page-container";
import { PageTitle } from "../../../components/page-title";
import { PublicTraderFace } from "../../../components/public-trader-face";
import { isApiRequestError } from "../../../lib/api-client";
import { formatCount } from "../../../lib/format-money";
import { formatDay } from "../../../lib/format-trading";
import { digitsOf, useInstruments } from "../../../lib/get-instruments";
import { BookSection } from "../components/book-section";
import { OpenbookLinks } from "../components/openbook-links";
import { delaySentence } from "../lib/openbook-format";
import { useOpenbookTrader } from "../requests/get-openbook-trader";

type Trader = OpenbookTraderResponse["trader"];

/** The trader's face, since when, their followers and copiers, and `follow` (composed by the app). */
function TraderHeader({ trader, follow }: { trader: Trader; follow: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-2">
        <p className="text-xs font-semibold tracking-widest text-brand-400 uppercase">Openbook</p>
        <h1 className="text-2xl font-bold text-white">
          <PublicTraderFace trader={trader} size="lg" linked={false} />
        </h1>
        <p className="text-sm text-slate-300">
          Trading since {formatDay(trader.since)} · {formatCount(trader.followers)} followers ·{" "}
          {formatCount(trader.copiers)} copiers
        </p>
      </div>
      {follow}
    </header>
  );
}

/**
 * /openbook/:publicId (issue 31) — one trader's public books, with the figures, curve,
 * positions after the delay, trades, decisions (evidence and hash check) and payouts of each.
 * Public. `follow` and `copy` are the social feature's controls, composed by the app.
 */
export function OpenbookTraderPage({
  follow,
  copy,
}: {
  follow?: (trader: Trader) => ReactNode;
  copy?: (trader: Trader, book: OpenbookBook) => ReactNode;
} = {}) {
  const { publicId = "" } = useParams();
  const page = useOpenbookTrader(publicId);
  const instruments = useInstruments();
  const digits = (symbol: string) => digitsOf(instruments.data?.instruments, symbol);

  let body;
  if (page.isPending) body = <LoadingState label="Loading the trader's books…" />;
  else if (page.isError) {
    body =
      isApiRequestError(page.error) && page.error.status === 404 ? (
        <NotFoundPanel
          title="No such trader"
          message="No trader has this public id, or they have no public book."
          backTo="/openbook"
          backLabel="All public books"
        />
      ) : (
        <QueryErrorState title="The trader's books could not be loaded" query={page} />
      );
  } else {
    const { trader, books, delayMinutes } = page.data;
    body = (
      <>
        <PageTitle title={`${trader.name} · Openbook`} />
        <TraderHeader trader={trader} follow={follow?.(trader)} />
        <p className="mb-6 text-sm text-slate-300">{delaySentence(delayMinutes)}</p>
        {books.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-sm text-slate-300">
            This trader has no public book right now.
          </p>
        ) : (
          <div className="space-y-8">
            {books.map((book) => (
              <BookSection
                key={book.bookId}
                book={book}
                delayMinutes={delayMinutes}
                digitsOf={digits}
                action={copy?.(trader, book)}
              />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <PageContainer>
      <OpenbookLinks />
      {body}
    </PageContainer>
  );
}
