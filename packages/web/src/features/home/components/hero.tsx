import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { COMMUNITY_CHAT_URL, MAX_FUNDING_LABEL } from "../../../lib/product";

/** Spec §2 hero: headline of §1 and its four calls to action. (The hero video arrives later.) */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative -mt-16 overflow-hidden pt-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(16,185,129,0.22),transparent_60%)]" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgba(148,163,184,0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgba(148,163,184,0.07)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_40%,transparent_75%)]" />
      </div>
      <div className="relative mx-auto max-w-5xl px-4 py-24 text-center sm:px-6 sm:py-32 lg:px-8 lg:py-40">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-500/30 bg-brand-500/10 px-4 py-1 text-sm font-medium text-brand-300">
          <span className="size-2 rounded-full bg-brand-400" aria-hidden="true" />
          Public beta · trade with virtual money
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-white sm:text-6xl"
        >
          The world&rsquo;s first prop firm{" "}
          <span className="text-brand-400">with smart contracts</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">
          Payouts are made by smart contracts, so you never have to worry about not being paid. Pass
          our 2-phase evaluation and get funded with up to {MAX_FUNDING_LABEL}.
        </p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          <Link to="/trading/arena" className={buttonClass("primary", "lg")}>
            Get Started
          </Link>
          <Link to="/#Pricing" className={buttonClass("secondary", "lg")}>
            Buy Challenge
          </Link>
          <Link to="/#Features" className={buttonClass("ghost", "lg")}>
            Read the docs
          </Link>
        </div>
        <p className="mt-8 text-sm text-slate-400">
          Questions? Talk to traders and the team in our{" "}
          <a
            href={COMMUNITY_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded font-medium text-brand-300 underline underline-offset-4 hover:text-brand-400 focus-visible:outline-2 focus-visible:outline-brand-300"
          >
            community chat<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </div>
    </section>
  );
}
