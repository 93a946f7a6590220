import { useNearViewport } from "../../../lib/use-near-viewport";
import { usePublicStats } from "../requests/get-public-stats";
import { TestimonialsSection } from "./testimonials-section";

/** The "Jackpot Winners" section with last week's winners, loaded as it nears the viewport. */
export function JackpotWinnersSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const stats = usePublicStats({ enabled: near });
  return (
    <div ref={ref}>
      <TestimonialsSection jackpots={stats.data?.jackpots} />
    </div>
  );
}
