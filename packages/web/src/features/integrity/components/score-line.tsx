import { scoreText } from "../lib/integrity-labels";

/**
 * A score against its levels, in words and drawn: the bar is the score, the two ticks the flag
 * level and the hold level.
 */
export function ScoreLine({
  score,
  threshold,
  holdAt,
}: {
  score: number;
  threshold: number;
  holdAt: number;
}) {
  const pct = (value: number) => `${Math.min(100, Math.max(0, value * 100))}%`;
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-200">
        Score <strong className="font-mono tabular-nums">{scoreText(score)}</strong> · flagged from{" "}
        <span className="font-mono tabular-nums">{scoreText(threshold)}</span> · holds from{" "}
        <span className="font-mono tabular-nums">{scoreText(holdAt)}</span>
      </p>
      <div aria-hidden="true" className="relative h-2 max-w-md rounded-full bg-slate-800">
        <div
          className={`h-full rounded-full ${score >= holdAt ? "bg-rose-400" : "bg-amber-400"}`}
          style={{ width: pct(score) }}
        />
        <div className="absolute -top-1 h-4 w-0.5 bg-slate-300" style={{ left: pct(threshold) }} />
        <div className="absolute -top-1 h-4 w-0.5 bg-rose-200" style={{ left: pct(holdAt) }} />
      </div>
    </div>
  );
}
