import type { ServiceContext } from "../service-context";
import { indexChainEvents } from "./index-chain-events";
import { readyChain } from "./chain-units";
import { postChainWeeks } from "./post-chain-weeks";

/** How often the leader looks at the chain: the embedded one mines at once, a public one less. */
const EMBEDDED_EVERY_MS = 1_000;
const CONFIGURED_EVERY_MS = 15_000;

/**
 * The leader's chain duty once the chain is ready: post and fund the settled weeks the contract
 * lacks (a failure is retried here), then index the contract's new events into the ledger.
 * Answers a stop that waits for the pass under way.
 */
export function startChainSync(
  ctx: ServiceContext,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    const chain = await ctx.chain!.ready;
    await postChainWeeks(ctx);
    await indexChainEvents(ctx, chain);
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .catch(onError)
        .finally(() => {
          const embedded = ctx.chain?.get().info.embedded ?? true;
          schedule(embedded ? EMBEDDED_EVERY_MS : CONFIGURED_EVERY_MS);
        });
    }, ms);
    timer.unref();
  };
  if (ctx.chain) {
    ctx.chain.ready.then(
      () => schedule(0),
      () => undefined,
    );
  }
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/**
 * Right after the server sent transactions (a settlement, a relayed claim): post what is pending
 * and, on a chain without confirmations to wait for (the embedded one), index at once so the
 * ledger and the payouts page follow without waiting for the leader's next pass.
 */
export async function syncChainNow(ctx: ServiceContext): Promise<void> {
  const chain = readyChain(ctx);
  if (!chain) return;
  await postChainWeeks(ctx);
  if (chain.confirmations === 0) await indexChainEvents(ctx, chain);
}
