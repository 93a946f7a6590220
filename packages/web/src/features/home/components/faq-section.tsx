import { useId, useState } from "react";
import { Link } from "react-router";
import { Accordion, AccordionItem } from "../../../components/accordion";
import { buttonClass, focusRing } from "../../../components/button-styles";
import { ParticleField } from "../../../components/particle-field";
import { FAQ_ITEMS, FAQ_SHORT_COUNT } from "@proparena/domain/backoffice/faq";

/** A faint star constellation drawn behind 'General FAQ' while it is hovered (spec §4). */
function Constellation({ shown }: { shown: boolean }) {
  const stars: [number, number][] = [
    [10, 60],
    [45, 20],
    [90, 42],
    [130, 12],
    [170, 50],
    [150, 90],
    [95, 95],
  ];
  return (
    <svg
      data-testid="constellation"
      data-shown={shown}
      viewBox="0 0 180 110"
      aria-hidden="true"
      className={`pointer-events-none absolute -top-8 -left-4 h-28 w-48 transition-opacity duration-500 ${
        shown ? "opacity-100" : "opacity-0"
      }`}
    >
      <polyline
        points={stars.map(([x, y]) => `${x},${y}`).join(" ")}
        fill="none"
        stroke="rgba(52,211,153,0.45)"
        strokeWidth="1"
      />
      {stars.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.5" fill="#a7f3d0" />
      ))}
    </svg>
  );
}

/** FAQ and call to action: 6 or 18 questions, answers on hover, focus or click. */
export function FaqSection() {
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [constellation, setConstellation] = useState(false);
  const baseId = useId();
  const items = showAll ? FAQ_ITEMS : FAQ_ITEMS.slice(0, FAQ_SHORT_COUNT);

  return (
    <section
      aria-labelledby="faq-title"
      className="relative overflow-hidden border-t border-white/5"
    >
      <ParticleField count={30} />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:px-8">
        <div>
          <div
            className="relative inline-block"
            onMouseEnter={() => setConstellation(true)}
            onMouseLeave={() => setConstellation(false)}
          >
            <Constellation shown={constellation} />
            <h2
              id="faq-title"
              className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl"
            >
              General FAQ
            </h2>
          </div>
          <p className="mt-4 text-slate-300">
            The rules in plain words. Every figure here is the one the risk engine enforces.
          </p>
          <p className="mt-6">
            <Link
              to="/dashboard/faq"
              className={`rounded font-semibold text-brand-300 underline-offset-4 hover:underline ${focusRing}`}
            >
              Go to Full FAQ
            </Link>
          </p>
          <div className="mt-10 rounded-2xl border border-brand-500/30 bg-brand-500/5 p-6">
            <h3 className="text-xl font-semibold text-white">Ready to prove it?</h3>
            <p className="mt-2 text-sm text-slate-300">
              Join the beta for free and trade a $1,000,000 virtual account today.
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link to="/trading/arena" className={buttonClass("primary")}>
                Start Trading
              </Link>
              <Link to="/#Features" className={buttonClass("ghost")}>
                Learn more
              </Link>
            </div>
          </div>
        </div>
        <div>
          <Accordion>
            {items.map((item, index) => (
              <AccordionItem
                key={item.question}
                id={`${baseId}-${index}`}
                title={item.question}
                expanded={open === index}
                onMouseEnter={() => setOpen(index)}
                onFocus={() => setOpen(index)}
                onToggle={() => setOpen(index)}
              >
                {item.answer}
              </AccordionItem>
            ))}
          </Accordion>
          <button
            type="button"
            onClick={() => {
              setShowAll((all) => !all);
              setOpen(null);
            }}
            aria-expanded={showAll}
            className={`${buttonClass("secondary", "md")} mt-4`}
          >
            {showAll
              ? `Show ${FAQ_SHORT_COUNT} questions`
              : `Show all ${FAQ_ITEMS.length} questions`}
          </button>
        </div>
      </div>
    </section>
  );
}
