import type { LeaderboardEntry } from "@proparena/contracts/public-site";
import { formatCents } from "../../../lib/format-money";

function gain(entry: LeaderboardEntry) {
  const sign = entry.gainPercent > 0 ? "+" : "";
  return `${sign}${entry.gainPercent.toFixed(2)}%`;
}

export function LeaderboardTable({
  caption,
  entries,
}: {
  caption: string;
  entries: LeaderboardEntry[];
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-800">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-900 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Rank
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Trader
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Phase
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Gain
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {entries.map((entry) => (
            <tr
              key={`${entry.rank}-${entry.accountId}`}
              className="bg-slate-950 hover:bg-slate-900/60"
            >
              <td className="px-4 py-3 font-mono text-slate-300">#{entry.rank}</td>
              <td className="px-4 py-3">
                <span className="flex items-center gap-3">
                  {entry.avatarUrl ? (
                    <img
                      src={entry.avatarUrl}
                      alt=""
                      width={28}
                      height={28}
                      loading="lazy"
                      className="size-7 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-7 items-center justify-center rounded-full bg-slate-800 text-xs font-bold text-brand-300"
                    >
                      {entry.name.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <span className="font-medium text-white">{entry.name}</span>
                </span>
              </td>
              <td className="px-4 py-3 text-slate-300">{entry.planLabel}</td>
              <td className="px-4 py-3 text-slate-300">{entry.phase}</td>
              <td
                className={`px-4 py-3 text-right font-mono tabular-nums ${entry.gainPercent >= 0 ? "text-brand-300" : "text-rose-300"}`}
              >
                {gain(entry)}
                <span className="block text-xs text-slate-400">{formatCents(entry.gainCents)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
