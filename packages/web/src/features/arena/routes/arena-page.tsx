import { ComingSoonPanel } from "../../../components/coming-soon-panel";
import { PageHeader } from "../../../components/page-header";

/** /trading/arena — the live trading arena (trading layout). */
export function ArenaPage() {
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Trading"
        title="Trading Arena"
        description="Charts, the order ticket, your positions and orders — trading virtual money on a live simulated market."
      />
      <ComingSoonPanel title="The arena opens soon">
        The market feed, charts and order entry are being built. Your challenge accounts will trade
        here.
      </ComingSoonPanel>
    </div>
  );
}
