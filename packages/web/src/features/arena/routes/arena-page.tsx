import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { errorMessage } from "../../../lib/api-client";
import { useAccounts } from "../../../lib/get-accounts";
import { useInstruments } from "../../../lib/get-instruments";
import { ArenaView, useSeedQuotes } from "../components/arena-view";
import { useActiveAccount } from "../lib/active-account";
import { QuoteStore } from "../lib/quote-store";

/** /trading/arena — the live trading arena (trading layout). */
export function ArenaPage() {
  const [store] = useState(() => new QuoteStore());
  // Every 10 s: a market that closes, opens, halts or resumes shows on the ticket.
  const instruments = useInstruments(10_000);
  const accounts = useAccounts();
  const { accountId, select } = useActiveAccount(accounts.data?.accounts);
  useSeedQuotes(store, instruments.data?.instruments);

  let content;
  if (instruments.isPending || accounts.isPending) {
    content = <LoadingState label="Opening the arena…" />;
  } else if (instruments.isError || accounts.isError) {
    const error = instruments.error ?? accounts.error;
    content = (
      <ErrorState
        title="The arena could not load"
        message={errorMessage(error)}
        onRetry={() => {
          if (instruments.isError) void instruments.refetch();
          if (accounts.isError) void accounts.refetch();
        }}
      />
    );
  } else if (!accountId) {
    content = (
      <div className="mx-auto max-w-lg rounded-xl border border-slate-800 bg-slate-900/60 p-8 text-center">
        <h2 className="text-lg font-semibold text-white">No accounts yet</h2>
        <p className="mt-2 text-sm text-slate-300">
          No accounts yet — verify your email to get your free Beta account with $1,000,000 of
          virtual money, or pick a challenge.
        </p>
        <div className="mt-5 flex justify-center gap-3">
          <Link to="/dashboard/accounts" className={buttonClass("secondary", "sm")}>
            My accounts
          </Link>
          <Link to="/dashboard/checkout" className={buttonClass("primary", "sm")}>
            Start a challenge
          </Link>
        </div>
      </div>
    );
  } else {
    content = (
      <ArenaView
        instruments={instruments.data.instruments}
        accounts={accounts.data.accounts}
        accountId={accountId}
        onSelectAccount={select}
        store={store}
      />
    );
  }

  return (
    <div className="w-full flex-1 bg-slate-950 px-2 py-3 sm:px-4">
      <h1 className="sr-only">Trading Arena</h1>
      {content}
    </div>
  );
}
