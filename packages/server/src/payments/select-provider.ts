import type { Db } from "../db/database";
import type { Clock } from "../lib/clock";
import type { PaymentProvider } from "./payment-provider";
import { createStripeProvider, type StripeProviderOptions } from "./stripe-provider";
import { TestProcessor, testProcessorSecret } from "./test-processor";
import { createTestProvider } from "./test-provider";

export interface Payments {
  provider: PaymentProvider;
  /** The embedded test processor when it is the provider (its hosted page and retries). */
  testProcessor: TestProcessor | null;
}

/**
 * Stripe when both of its settings are given, the embedded test processor otherwise: the
 * choice is configuration, made once at boot; no route knows which one runs.
 */
export async function selectPaymentProvider(options: {
  db: Db;
  clock: Clock;
  stripe?: StripeProviderOptions;
  publicOrigin: string;
  /** Where the test processor delivers its webhooks (this instance's own address). */
  webhookBaseUrl: () => string;
  log?: { warn(obj: object, msg: string): void };
}): Promise<Payments> {
  if (options.stripe) {
    return { provider: createStripeProvider(options.stripe), testProcessor: null };
  }
  const secret = await testProcessorSecret(options.db);
  const processor = new TestProcessor({
    db: options.db,
    clock: options.clock,
    secret,
    webhookUrl: () => `${options.webhookBaseUrl()}/api/payments/test/webhook`,
    publicOrigin: options.publicOrigin,
    log: options.log,
  });
  return {
    provider: createTestProvider({ processor, secret, clock: options.clock }),
    testProcessor: processor,
  };
}
