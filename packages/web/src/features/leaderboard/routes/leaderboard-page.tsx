import { Link, useSearchParams } from "react-router";
import { focusRing } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageContainer } from "../../../components/page-container";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { LEADERBOARD_LIMIT, useLeaderboard } from "../requests/get-leaderboard";
import { BOARDS, DEFAULT_BOARD, findBoard } from "../components/boards";
import { LeaderboardTable } from "../components/leaderboard-table";

/**
 * /leaderboard?board=<id>[&week=<monday>] — one of the five public rankings of spec §1:
 * challengers by progress to target, funded by this week's profit, payouts all time or by week.
 */
export function LeaderboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("board");
  const board = findBoard(asked) ?? findBoard(DEFAULT_BOARD)!;
  const unknown = asked !== null && findBoard(asked) === null;
  const week = board.id === "historical" ? searchParams.get("week") : null;
  const offset = Math.max(0, Number(searchParams.get("offset")) || 0);
  const leaderboard = useLeaderboard(board.id, week, offset);
  const pageLink = (to: number) => {
    const next = new URLSearchParams(searchParams);
    if (to > 0) next.set("offset", String(to));
    else next.delete("offset");
    return `/leaderboard?${next.toString()}`;
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Leaderboard"
        title="Leaderboard"
        description="Real accounts ranked by percentage gain over their starting balance."
      />
      <nav aria-label="Leaderboards" className="mb-8 overflow-x-auto">
        <ul className="flex gap-2">
          {BOARDS.map((item) => {
            const current = item.id === board.id;
            return (
              <li key={item.id}>
                <Link
                  to={`/leaderboard?board=${item.id}`}
                  aria-current={current ? "page" : undefined}
                  className={`block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap ${focusRing} ${
                    current
                      ? "bg-brand-500 text-slate-950"
                      : "bg-slate-900 text-slate-300 hover:bg-slate-800 hover:text-white"
                  }`}
                >
                  {item.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {unknown && (
        <p role="status" className="mb-6 text-sm text-amber-200">
          There is no leaderboard called “{asked}”; showing {board.name} instead.
        </p>
      )}
      <section id={board.id} aria-labelledby="board-title">
        <h2 id="board-title" className="text-xl font-semibold text-white">
          {board.name} leaderboard
        </h2>
        <p className="mt-1 mb-6 text-sm text-slate-400">{board.description}</p>
        {leaderboard.isPending ? (
          <LoadingState label="Loading the leaderboard…" />
        ) : leaderboard.isError ? (
          <ErrorState
            title="The leaderboard could not be loaded"
            message={errorMessage(leaderboard.error)}
            onRetry={() => void leaderboard.refetch()}
          />
        ) : leaderboard.data.entries.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-700 bg-slate-900/60 p-10 text-center">
            <p className="text-lg font-semibold text-white">No one is ranked here yet</p>
            <p className="mx-auto mt-2 max-w-md text-sm text-slate-300">
              Rankings appear as soon as traders have accounts in this board. Start a challenge and
              take the first place.
            </p>
            <Link
              to="/trading/arena"
              className={`mt-5 inline-block rounded font-semibold text-brand-300 underline-offset-4 hover:underline ${focusRing}`}
            >
              Start trading
            </Link>
          </div>
        ) : (
          <>
            {leaderboard.data.weeks.length > 0 && (
              <label className="mb-4 flex items-center gap-3 text-sm text-slate-300">
                Week of
                <select
                  value={leaderboard.data.week ?? ""}
                  onChange={(e) => setSearchParams({ board: board.id, week: e.target.value })}
                  className="rounded-md border border-slate-700 bg-slate-950 px-2 py-1.5 text-white"
                >
                  {leaderboard.data.weeks.map((w) => (
                    <option key={w} value={w}>
                      {w}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <LeaderboardTable
              caption={`${board.name} leaderboard`}
              entries={leaderboard.data.entries}
              metric={leaderboard.data.metric}
              rankedSince={leaderboard.data.rankedSince}
            />
            {(offset > 0 || leaderboard.data.nextOffset !== null) && (
              <nav aria-label="Pages" className="mt-4 flex gap-3">
                {offset > 0 && (
                  <Link
                    to={pageLink(Math.max(0, offset - LEADERBOARD_LIMIT))}
                    className="text-sm text-brand-300 underline"
                  >
                    Previous page
                  </Link>
                )}
                {leaderboard.data.nextOffset !== null && (
                  <Link
                    to={pageLink(leaderboard.data.nextOffset)}
                    className="text-sm text-brand-300 underline"
                  >
                    Next page
                  </Link>
                )}
              </nav>
            )}
            <p className="mt-3 text-xs text-slate-400">
              Updated{" "}
              {new Date(leaderboard.data.updatedAt).toLocaleString("en-US", {
                dateStyle: "medium",
                timeStyle: "short",
                timeZone: "UTC",
              })}{" "}
              UTC
            </p>
          </>
        )}
      </section>
    </PageContainer>
  );
}
