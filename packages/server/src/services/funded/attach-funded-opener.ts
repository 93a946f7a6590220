import { passOf } from "../../trading/desk/pass-successors";
import type { OwnedEvent, TradingDesk } from "../../trading/desk/trading-desk";
import type { ServiceContext } from "../service-context";
import { openFundedAccountsIfReady } from "./open-funded-accounts-if-ready";

/**
 * On the leader: a phase II pass opens the funded account at once when KYC and the agreement
 * are already done.
 */
export function attachFundedOpener(
  ctx: ServiceContext,
  desk: TradingDesk,
  onError: (error: unknown) => void,
): () => void {
  const onEvents = (events: readonly OwnedEvent[]) => {
    const passedPhaseTwoOwners = new Set(
      events.filter((e) => passOf(e.event)?.account.phase === "phase2").map((e) => e.userId),
    );
    if (passedPhaseTwoOwners.size === 0) return;
    // The opener reads the passes back from the tables: after the materialiser has them.
    void desk
      .materialised()
      .then(() =>
        Promise.all(
          [...passedPhaseTwoOwners].map((userId) =>
            openFundedAccountsIfReady(ctx, userId).catch(onError),
          ),
        ),
      );
  };
  desk.on("events", onEvents);
  return () => desk.off("events", onEvents);
}
