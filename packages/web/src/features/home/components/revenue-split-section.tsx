import { Reveal } from "../../../components/reveal";
import { RevenueSplitDiagram } from "./revenue-split-diagram";

/** The hero's interactive revenue split (spec §2, §4 "Hero demo"). */
export function RevenueSplitSection() {
  return (
    <section
      aria-labelledby="split-title"
      className="relative mx-auto max-w-6xl px-4 pb-8 sm:px-6 lg:px-8"
    >
      <Reveal className="text-center">
        <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">Open book</p>
        <h2
          id="split-title"
          className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Where every dollar goes
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-300">
          Play with the week&rsquo;s revenue, the winners&rsquo; profit and your own result: the
          payout multiplier follows the same rule the weekly payout uses.
        </p>
      </Reveal>
      <div className="mt-10">
        <RevenueSplitDiagram />
      </div>
    </section>
  );
}
