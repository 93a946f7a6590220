import { Link } from "react-router";
import type { RankId } from "@proparena/contracts/ranks";
import { buttonClass } from "../../../components/button-styles";
import type { Rank } from "./rank-ladder";

interface Step {
  rank: string;
  title: string;
  body: string;
  links: { label: string; to: string }[];
}

/** What the trader does next, from where they stand on the (ordered) ladder. */
export function nextStepOf(ranks: Rank[], current: RankId | null): Step | null {
  const index = current === null ? -1 : ranks.findIndex((rank) => rank.id === current);
  const holding = index >= 0 ? ranks[index] : undefined;
  const next = ranks[index + 1];
  const rules = { label: "See the rules", to: "/dashboard/rules" };
  if (!holding) {
    if (!next) return null;
    return {
      rank: "No rank yet",
      title: `Buy a challenge to reach ${next.name}`,
      body: next.description,
      links: [{ label: "Buy a challenge", to: "/dashboard/checkout" }, rules],
    };
  }
  if (next) {
    return {
      rank: holding.name,
      title: `Next rank: ${next.name}`,
      body: next.description,
      links: [{ label: "Go to your accounts", to: "/dashboard/accounts" }, rules],
    };
  }
  return {
    rank: holding.name,
    title: `${holding.name} is the highest rank`,
    body: "You have reached every rank. Your funded account's weekly profit can become payouts.",
    links: [
      { label: "See this week's payouts", to: "/dashboard/jackpot" },
      { label: "Go to your accounts", to: "/dashboard/accounts" },
    ],
  };
}

/** Where the trader stands and the one thing that takes them further. */
export function NextStep({ step }: { step: Step }) {
  return (
    <section
      aria-labelledby="next-step-title"
      className="rounded-2xl border border-brand-400/40 bg-gradient-to-br from-brand-500/10 to-slate-900/60 p-4 sm:p-6"
    >
      <p className="text-sm text-slate-300">
        Your rank: <span className="font-semibold text-white">{step.rank}</span>
      </p>
      <h2 id="next-step-title" className="mt-2 text-lg font-semibold text-white">
        Next step
      </h2>
      <p className="mt-1 text-base font-medium text-brand-200">{step.title}</p>
      <p className="mt-1 max-w-2xl text-sm text-slate-300">{step.body}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {step.links.map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={buttonClass(index === 0 ? "primary" : "secondary", "sm")}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
