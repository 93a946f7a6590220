import type { ChainInfoResponse } from "@proparena/contracts/chain";
import type { Account, Chain, PublicClient, Transport, WalletClient } from "viem";
import { unavailable } from "../lib/http-error";

/**
 * The chain the payout contract lives on, embedded or configured, behind one viem code path:
 * `client` reads, `operator` signs as the operator. Only the embedded chain answers JSON-RPC
 * itself (`rpc`); a configured chain's wallets use its own RPC.
 */
export interface PayoutChain {
  info: ChainInfoResponse;
  client: PublicClient;
  operator: WalletClient<Transport, Chain, Account>;
  rpc: ((body: unknown) => Promise<unknown>) | null;
  /** Blocks the indexer waits on top of an event's block (0 on the embedded chain). */
  confirmations: number;
  /** How often to ask for a receipt or new blocks (ms). */
  pollingInterval: number;
  /**
   * Gets the operator ready to fund `amount` token units: the embedded operator mints test
   * tUSD for itself; on a configured chain it must already hold them (else a clear error).
   * Both approve the distributor for it.
   */
  prepareFunding(amount: bigint): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the routes find the chain: the server listens at once and the chain joins when it is
 * ready (the embedded one deploys its contracts on the first start); until then, or when it
 * could not start, chain requests answer 503.
 */
export class PayoutChainSlot {
  #chain: PayoutChain | undefined;
  #failure: string | undefined;
  /** True once `open` was called: a slot never opened has nothing to close. */
  #opened = false;
  readonly ready: Promise<PayoutChain>;

  /** `open` is called once `after` resolves (a server opens its chain after it listens). */
  constructor(open: () => Promise<PayoutChain>, after: Promise<void> = Promise.resolve()) {
    const opening = after.then(() => {
      this.#opened = true;
      return open();
    });
    this.ready = opening.then(
      (chain) => (this.#chain = chain),
      (error: unknown) => {
        this.#failure = error instanceof Error ? error.message : String(error);
        throw error;
      },
    );
    // Callers that await `ready` see the failure; the slot itself keeps it for the routes.
    this.ready.catch(() => undefined);
  }

  /** Where the chain's start stands (GET /api/health). */
  get state(): "starting" | "ready" | "failed" {
    if (this.#chain) return "ready";
    return this.#failure ? "failed" : "starting";
  }

  get(): PayoutChain {
    if (this.#chain) return this.#chain;
    if (this.#failure) throw unavailable(`The payout chain could not start: ${this.#failure}`);
    throw unavailable("The payout chain is starting. Try again shortly.");
  }

  async close(): Promise<void> {
    if (!this.#opened) return;
    const chain = await this.ready.catch(() => undefined);
    await chain?.close();
  }
}
