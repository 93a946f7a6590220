import { Link, useSearchParams } from "react-router";
import { focusRing } from "../../../components/button-styles";
import { ComingSoonPanel } from "../../../components/coming-soon-panel";
import { PageContainer } from "../../../components/page-container";
import { PageHeader } from "../../../components/page-header";
import { BOARDS, DEFAULT_BOARD, findBoard } from "../components/boards";

/** /leaderboard?board=<id> — one of the five leaderboards of spec §1. */
export function LeaderboardPage() {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get("board");
  const board = findBoard(asked) ?? findBoard(DEFAULT_BOARD);
  const unknown = asked !== null && findBoard(asked) === null;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Leaderboard"
        title="Leaderboard"
        description="Who is climbing, who got funded, and who won the weekly jackpots."
      />
      <nav aria-label="Leaderboards" className="mb-8 overflow-x-auto">
        <ul className="flex gap-2">
          {BOARDS.map((item) => {
            const current = item.id === board?.id;
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
          There is no leaderboard called “{asked}”; showing {board?.name} instead.
        </p>
      )}
      {board && (
        <ComingSoonPanel id={board.id} title={`${board.name} leaderboard`}>
          <p>{board.description}</p>
          <p className="mt-2">
            Rankings appear here once traders have traded in the arena — no one is ranked yet.
          </p>
        </ComingSoonPanel>
      )}
    </PageContainer>
  );
}
