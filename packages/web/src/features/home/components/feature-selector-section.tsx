import { useState } from "react";
import { focusRing } from "../../../components/button-styles";
import { Reveal } from "../../../components/reveal";
import { PRODUCT_NAME } from "../../../lib/product";

/** The 10-item selectable feature list of spec §2 (selling points of §1), default item 1. */
export const FEATURES = [
  {
    name: "Simplified Trading",
    image: "simplified-trading",
    text: "One screen: pick an instrument, size the order, buy or sell. Stops and targets ride with the position.",
  },
  {
    name: "Verified Identity",
    image: "verified-identity",
    text: "Before a funded account opens, an admin checks the trader's identity documents (KYC) and the trader signs the trader agreement.",
  },
  {
    name: "Trading Analysis",
    image: "trading-analysis",
    text: "Every account has its metrics: balance curve, daily results, win rate and the distance to each limit.",
  },
  {
    name: "Secure Access",
    image: "secure-access",
    text: "Passwords are hashed, two-factor sign-in is available, you can end any session from your settings, and every request is checked on the server.",
  },
  {
    name: "Risk Management",
    image: "risk-management",
    text: "Daily loss and max loss floors are checked on every tick, with floating P&L, and shown to you live.",
  },
  {
    name: "Advanced Tools",
    image: "advanced-tools",
    text: "Market, limit and stop orders, candles in several timeframes and leverage up to 1:100.",
  },
  {
    name: "Customizable Strategies",
    image: "customizable-strategies",
    text: "No minimum trading days and no time limit: trade your own style at your own pace.",
  },
  {
    name: "Social Trading",
    image: "social-trading",
    text: "Open-book transparency: public leaderboards for each phase, the funded traders and the jackpots.",
  },
  {
    name: "Real-time Data",
    image: "real-time-data",
    text: "Quotes of the simulated market stream to the arena as they move, and market orders fill at the live quote.",
  },
  {
    name: "24/7 Support",
    image: "support",
    text: `Ask any time on the support page: the help search answers at once from the FAQ, the rules and your own account (why an account failed, when you get paid). For anything else the ${PRODUCT_NAME} team answers your ticket, which shows when to expect it.`,
  },
] as const;

export function FeatureSelectorSection() {
  const [selected, setSelected] = useState(1);
  const feature = FEATURES[selected - 1]!;
  return (
    <section aria-labelledby="selector-title" className="border-y border-white/5 bg-slate-900/30">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <Reveal>
          <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">
            The platform
          </p>
          <h2
            id="selector-title"
            className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            Everything a challenger needs
          </h2>
        </Reveal>
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {FEATURES.map((item, index) => {
              const number = index + 1;
              const current = number === selected;
              return (
                <li key={item.name}>
                  <button
                    type="button"
                    aria-pressed={current}
                    aria-controls="feature-card"
                    onClick={() => setSelected(number)}
                    className={`flex w-full items-center gap-3 rounded-lg border px-4 py-2.5 text-left text-sm font-medium transition-colors ${focusRing} ${
                      current
                        ? "border-brand-500/60 bg-brand-500/10 text-white"
                        : "border-slate-800 text-slate-300 hover:border-slate-600 hover:text-white"
                    }`}
                  >
                    <span
                      aria-hidden="true"
                      className={`font-mono text-xs ${current ? "text-brand-300" : "text-slate-400"}`}
                    >
                      {String(number).padStart(2, "0")}
                    </span>
                    {item.name}
                  </button>
                </li>
              );
            })}
          </ul>
          <article
            id="feature-card"
            aria-live="polite"
            className="self-start overflow-hidden rounded-2xl border border-slate-800 bg-slate-950"
          >
            <img
              src={`/features/${feature.image}.svg`}
              alt=""
              width={320}
              height={200}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] w-full"
            />
            <div className="p-6">
              <h3 className="text-xl font-semibold text-white">{feature.name}</h3>
              <p className="mt-2 text-slate-300">{feature.text}</p>
            </div>
          </article>
        </div>
      </div>
    </section>
  );
}
