import { PageTitle } from "../../../components/page-title";
import { BetaModal } from "../components/beta-modal";
import { FaqSection } from "../components/faq-section";
import { FeatureSelectorSection } from "../components/feature-selector-section";
import { FeaturesSection } from "../components/features-section";
import { Hero } from "../components/hero";
import { PricingSection } from "../components/pricing-section";
import { RevenueSplitSection } from "../components/revenue-split-section";
import { JackpotWinnersSection } from "../components/jackpot-winners-section";

export function HomePage() {
  return (
    <>
      <PageTitle title="" />
      <Hero />
      <RevenueSplitSection />
      <FeaturesSection />
      <FeatureSelectorSection />
      <PricingSection />
      <JackpotWinnersSection />
      <FaqSection />
      <BetaModal />
    </>
  );
}
