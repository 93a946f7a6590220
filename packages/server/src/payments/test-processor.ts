import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, lte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { serverSecrets, testPaymentSessions, testPaymentWebhooks } from "../db/schema";
import type { Clock } from "../lib/clock";
import type { CheckoutRequest } from "./payment-provider";
import { cardOutcome, type CardOutcome } from "./test-cards";
import { signTestPayload, TEST_SIGNATURE_HEADER } from "./test-signature";

export type TestSession = typeof testPaymentSessions.$inferSelect;

interface Logger {
  warn(obj: object, msg: string): void;
}

/** How long a test checkout session stays open (Stripe's default is 24 hours). */
export const SESSION_LIFETIME_MS = 24 * 60 * 60_000;
/** Delivery attempts before the processor gives up on an event (about a day with backoff). */
export const MAX_DELIVERY_ATTEMPTS = 16;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** The secret the processor signs with: made once, shared by every instance through the database. */
export async function testProcessorSecret(db: Db): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: "test-payments-webhook", value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, "test-payments-webhook"));
  return row!.value;
}

/**
 * The embedded test card processor: what a real one does on its own servers, kept in our
 * database. It holds checkout sessions, takes test cards on its hosted page, and tells our
 * webhook endpoint what happened with signed events, retrying with backoff until the endpoint
 * answers 2xx, so a crash while handling an event loses nothing.
 */
export class TestProcessor {
  /** Deliveries started in the background (`emit`) and not finished yet. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      secret: string;
      /** Where to deliver webhooks (our own endpoint). */
      webhookUrl: () => string;
      /** The hosted page's origin. */
      publicOrigin: string;
      log?: Logger;
    },
  ) {}

  pageUrl(sessionId: string): string {
    return `${this.deps.publicOrigin}/api/payments/test/checkout/${sessionId}`;
  }

  async createSession(request: CheckoutRequest): Promise<TestSession> {
    const now = this.deps.clock.now();
    const [row] = await this.deps.db
      .insert(testPaymentSessions)
      .values({
        id: randomId("cs_test"),
        purchaseId: request.purchaseId,
        description: request.description,
        amountCents: request.amountCents,
        currency: request.currency,
        customerEmail: request.customerEmail,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        status: "open",
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      })
      .returning();
    return row!;
  }

  /** The session as it is now (an open one past its lifetime expires here). */
  async session(id: string): Promise<TestSession | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.id, id));
    if (row && this.isOpen(row) && row.expiresAt <= this.deps.clock.now()) {
      return (await this.expire(row)) ?? row;
    }
    return row;
  }

  private isOpen(session: TestSession) {
    return session.status === "open" || session.status === "needs_confirmation";
  }

  /** Moves an open session to `status` if it is still open; null if someone else moved it. */
  private async move(
    session: TestSession,
    status: string,
    set: Partial<TestSession> = {},
  ): Promise<TestSession | null> {
    const [row] = await this.deps.db
      .update(testPaymentSessions)
      .set({ status, ...set })
      .where(
        and(eq(testPaymentSessions.id, session.id), eq(testPaymentSessions.status, session.status)),
      )
      .returning();
    return row ?? null;
  }

  /** A card typed on the hosted page. */
  async submitCard(
    session: TestSession,
    card: { number: string; expiry: string; cvc: string },
  ): Promise<CardOutcome> {
    if (session.status !== "open") return { kind: "declined", reason: "This payment is closed." };
    const outcome = cardOutcome(card, this.deps.clock.now());
    if (outcome.kind === "approved") await this.complete(session);
    if (outcome.kind === "authenticate") await this.move(session, "needs_confirmation");
    if (outcome.kind === "declined") await this.decline(session, outcome.reason);
    return outcome;
  }

  /** The second step (3-D Secure) of a card that asks for it: approved or refused by the holder. */
  async confirm(session: TestSession, approve: boolean): Promise<boolean> {
    if (session.status !== "needs_confirmation") return false;
    if (approve) return this.complete(session);
    return this.decline(session, "The payment was not authenticated.");
  }

  private async complete(session: TestSession): Promise<boolean> {
    const paymentId = randomId("pi_test");
    const done = await this.move(session, "complete", { paymentId });
    if (!done) return false;
    await this.emit("checkout.session.completed", {
      id: session.id,
      purchase_id: session.purchaseId,
      payment_id: paymentId,
      amount_total: session.amountCents,
      currency: session.currency,
    });
    return true;
  }

  private async decline(session: TestSession, reason: string): Promise<boolean> {
    const done = await this.move(session, "declined");
    if (!done) return false;
    await this.emit("checkout.session.payment_failed", {
      id: session.id,
      purchase_id: session.purchaseId,
      reason,
    });
    return true;
  }

  private async expire(session: TestSession): Promise<TestSession | null> {
    const done = await this.move(session, "expired");
    if (done) {
      await this.emit("checkout.session.expired", {
        id: session.id,
        purchase_id: session.purchaseId,
      });
    }
    return done;
  }

  /** Refunds a completed payment; the refund's event follows like any other. */
  async refund(paymentId: string): Promise<void> {
    const [session] = await this.deps.db
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.paymentId, paymentId));
    if (!session) throw new Error(`The test processor has no payment ${paymentId}.`);
    if (session.status === "refunded") return;
    const done = await this.move(session, "refunded");
    if (!done)
      throw new Error(`The payment ${paymentId} cannot be refunded now (${session.status}).`);
    await this.emit("charge.refunded", {
      payment_id: paymentId,
      purchase_id: session.purchaseId,
      amount_refunded: session.amountCents,
    });
  }

  /** Queues a signed event for delivery and sends it at once (retries come later if needed). */
  private async emit(type: string, object: Record<string, unknown>): Promise<void> {
    const now = this.deps.clock.now();
    const id = randomId("evt_test");
    const payload = JSON.stringify({
      id,
      object: "event",
      type,
      created: Math.floor(now.getTime() / 1000),
      data: { object },
    });
    await this.deps.db
      .insert(testPaymentWebhooks)
      .values({ id, payload, createdAt: now, nextAttemptAt: now });
    // Delivered at once in the background; a failure is retried by `runDue`.
    const delivery = this.deliver(id)
      .catch((error: unknown) =>
        this.deps.log?.warn({ err: error, eventId: id }, "test payment webhook delivery failed"),
      )
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /**
   * Resolves once the background deliveries under way have finished. A server shuts down after
   * it: a delivery still on its way when the server starts closing keeps its keep-alive
   * connection open past the close's sweep of idle connections (72 s in Fastify).
   */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** One delivery attempt of an event; true when our endpoint took it (2xx). */
  async deliver(eventId: string): Promise<boolean> {
    const { db, clock } = this.deps;
    const [row] = await db
      .select()
      .from(testPaymentWebhooks)
      .where(eq(testPaymentWebhooks.id, eventId));
    if (!row || row.deliveredAt) return true;
    const now = clock.now();
    let error: string | null = null;
    try {
      const response = await fetch(this.deps.webhookUrl(), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [TEST_SIGNATURE_HEADER]: signTestPayload(
            row.payload,
            this.deps.secret,
            Math.floor(now.getTime() / 1000),
          ),
        },
        body: row.payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    if (error === null) {
      await db
        .update(testPaymentWebhooks)
        .set({ deliveredAt: now, attempts: sql`${testPaymentWebhooks.attempts} + 1` })
        .where(eq(testPaymentWebhooks.id, eventId));
      return true;
    }
    const backoffMs = Math.min(10 * 60_000, 2_000 * 2 ** row.attempts);
    await db
      .update(testPaymentWebhooks)
      .set({
        attempts: sql`${testPaymentWebhooks.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + backoffMs),
        lastError: error,
      })
      .where(eq(testPaymentWebhooks.id, eventId));
    this.deps.log?.warn({ eventId, error }, "test payment webhook not delivered; will retry");
    return false;
  }

  /** Expires open sessions past their lifetime and retries every event that is due. */
  async runDue(): Promise<{ delivered: number; failed: number }> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const stale = await db
      .select()
      .from(testPaymentSessions)
      .where(and(eq(testPaymentSessions.status, "open"), lte(testPaymentSessions.expiresAt, now)))
      .limit(100);
    for (const session of stale) await this.expire(session);
    const due = await db
      .select({ id: testPaymentWebhooks.id })
      .from(testPaymentWebhooks)
      .where(
        and(
          isNull(testPaymentWebhooks.deliveredAt),
          lte(testPaymentWebhooks.nextAttemptAt, now),
          lt(testPaymentWebhooks.attempts, MAX_DELIVERY_ATTEMPTS),
        ),
      )
      .orderBy(asc(testPaymentWebhooks.createdAt))
      .limit(50);
    let delivered = 0;
    for (const { id } of due) if (await this.deliver(id)) delivered++;
    return { delivered, failed: due.length - delivered };
  }

  /** Runs `runDue` every `intervalMs` (on the leading instance); returns a stop function. */
  startRetries(intervalMs = 2_000): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.runDue()
        .catch((error: unknown) =>
          this.deps.log?.warn({ err: error }, "test payment processor: retry round failed"),
        )
        .finally(() => (running = false));
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
