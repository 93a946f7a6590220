import { PageTitle } from "../../../components/page-title";
import { BetaModal } from "../components/beta-modal";
import { FeaturesSection } from "../components/features-section";
import { Hero } from "../components/hero";
import { PricingSection } from "../components/pricing-section";
import { TestimonialsSection } from "../components/testimonials-section";

export function HomePage() {
  return (
    <>
      <PageTitle title="" />
      <Hero />
      <FeaturesSection />
      <PricingSection />
      <TestimonialsSection />
      <BetaModal />
    </>
  );
}
