import { useEffect, useState } from "react";
import type { PublicStats } from "@proparena/contracts/public-site";
import { focusRing } from "../../../components/button-styles";
import { Reveal } from "../../../components/reveal";
import { formatCents } from "../../../lib/format-money";

/**
 * Spec §4: the active jackpot rotates every 3200 ms and stops while the visitor hovers a
 * button (or a button has the keyboard focus); it resumes when the pointer leaves the list
 * (or the focus leaves it).
 */
export const ROTATION_MS = 3_200;

/** The three jackpot categories of spec §3, with the rules of DESIGN §6. */
export const JACKPOTS = [
  {
    name: "Highest Percentage Gain Jackpot",
    share: "2% of weekly revenue",
    rule: "Goes to the trader with the highest percentage gain over the week, in any phase, with at least one closed trade.",
    icon: "%",
  },
  {
    name: "Highest Dollar Gain Jackpot",
    share: "2% of weekly revenue",
    rule: "Goes to the funded trader with the highest dollar gain over the week.",
    icon: "$",
  },
  {
    name: "Cumulative Jackpot",
    share: "1% of weekly revenue, saved",
    rule: "Grows every week and is kept for a larger jackpot, so it keeps getting bigger until it is awarded.",
    icon: "∑",
  },
] as const;

type Jackpots = PublicStats["jackpots"];

/** Who won a jackpot last week (or what the cumulative one holds), from the settled books. */
function winnerOf(index: number, jackpots: Jackpots | undefined) {
  if (!jackpots) return null;
  const week = jackpots.weekKey ? `week of ${jackpots.weekKey}` : "";
  if (index === 2) {
    return jackpots.cumulativeCents > 0
      ? {
          name: `${formatCents(jackpots.cumulativeCents)} saved so far`,
          detail: "Cumulative jackpot",
        }
      : null;
  }
  const won = index === 0 ? jackpots.highestPercent : jackpots.highestDollar;
  return won ? { name: won.name, detail: `Won ${formatCents(won.amountCents)} · ${week}` } : null;
}

/**
 * #Testimonials "Jackpot Winners": last week's real winners from the settled books, and an
 * honest "no winner yet" until there are any.
 */
export function TestimonialsSection({ jackpots }: { jackpots?: Jackpots } = {}) {
  const [active, setActive] = useState(0);
  const [rotating, setRotating] = useState(true);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setActive((index) => (index + 1) % JACKPOTS.length),
      ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);

  const jackpot = JACKPOTS[active]!;
  const winner = winnerOf(active, jackpots);
  const stop = () => setRotating(false);
  const resume = () => setRotating(true);

  return (
    <section
      id="Testimonials"
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <Reveal>
        <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">Every week</p>
        <h2
          id="testimonials-title"
          className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Jackpot Winners
        </h2>
      </Reveal>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <ul
          className="flex flex-col gap-3"
          aria-label="Jackpots"
          onMouseLeave={resume}
          onBlur={(event) => {
            // Focus moving between the buttons keeps it paused; leaving the list resumes it.
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
          }}
        >
          {JACKPOTS.map((item, index) => (
            <li key={item.name}>
              <button
                type="button"
                aria-pressed={index === active}
                aria-controls="jackpot-card"
                onMouseEnter={() => {
                  stop();
                  setActive(index);
                }}
                onFocus={stop}
                onClick={() => {
                  stop();
                  setActive(index);
                }}
                className={`flex w-full items-center gap-4 rounded-xl border p-4 text-left transition-colors ${focusRing} ${
                  index === active
                    ? "border-brand-500/60 bg-brand-500/10"
                    : "border-slate-800 hover:border-slate-600"
                }`}
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-800 font-mono text-lg font-bold text-brand-300"
                >
                  {item.icon}
                </span>
                <span>
                  <span className="block font-semibold text-white">{item.name}</span>
                  <span className="block text-sm text-slate-400">{item.share}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <figure
          id="jackpot-card"
          aria-live={rotating ? "off" : "polite"}
          className="relative overflow-hidden rounded-2xl border border-slate-800 bg-gradient-to-br from-slate-900 to-slate-950 p-8"
        >
          <p className="text-sm font-semibold text-brand-300">{jackpot.share}</p>
          <h3 className="mt-2 text-2xl font-bold text-white">{jackpot.name}</h3>
          <blockquote className="mt-4 text-lg text-slate-200">{jackpot.rule}</blockquote>
          <figcaption className="mt-8 flex items-center gap-3 border-t border-slate-800 pt-6">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full border border-dashed border-slate-600 text-slate-400"
            >
              {winner ? winner.name.slice(0, 1).toUpperCase() : "?"}
            </span>
            <span>
              <span className="block font-semibold text-white">
                {winner ? winner.name : "No winner yet"}
              </span>
              <span className="block text-sm text-slate-400">
                {winner
                  ? winner.detail
                  : "The first winners are announced after the first weekly payout (Monday 00:00 UTC)."}
              </span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
