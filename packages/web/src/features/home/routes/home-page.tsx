import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { PageTitle } from "../../../components/page-title";
import { BetaModal } from "../components/beta-modal";
import { Hero } from "../components/hero";
import { PricingSection } from "../components/pricing-section";

/** A section whose code is its own chunk, loaded as the page renders. */
function lazySection<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const RevenueSplitSection = lazySection(
  () => import("../components/revenue-split-section"),
  (m) => m.RevenueSplitSection,
);
const FeaturesSection = lazySection(
  () => import("../components/features-section"),
  (m) => m.FeaturesSection,
);
const FeatureSelectorSection = lazySection(
  () => import("../components/feature-selector-section"),
  (m) => m.FeatureSelectorSection,
);
const JackpotWinnersSection = lazySection(
  () => import("../components/jackpot-winners-section"),
  (m) => m.JackpotWinnersSection,
);
const FaqSection = lazySection(
  () => import("../components/faq-section"),
  (m) => m.FaqSection,
);

/**
 * Each section is a boundary of its own: on a page rendered on the server, React hydrates them
 * one by one (the main thread is free in between) and the hero and pricing first; below the
 * hero, the sections' code loads beside the page's instead of in it. The browser lays out and
 * paints a section only as it nears the screen (`content-visibility: auto`, its last size kept).
 */
function Part({ children }: { children: ReactNode }) {
  return (
    <div className="[contain-intrinsic-size:auto_900px] [content-visibility:auto]">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

export function HomePage() {
  return (
    <>
      <PageTitle title="" />
      <Hero />
      <Part>
        <RevenueSplitSection />
      </Part>
      <Part>
        <FeaturesSection />
      </Part>
      <Part>
        <FeatureSelectorSection />
      </Part>
      <Part>
        <PricingSection />
      </Part>
      <Part>
        <JackpotWinnersSection />
      </Part>
      <Part>
        <FaqSection />
      </Part>
      <BetaModal />
    </>
  );
}
