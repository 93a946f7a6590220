import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, lte, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { serverSecrets, testPaymentSessions, testPaymentWebhooks } from "../db/schema";
import type { Clock } from "../lib/clock";
import type { CheckoutRequest } from "./payment-provider";
import { cardOutcome, type CardOutcome } from "./test-cards";
import { signTestPayload, TEST_SIGNATURE_HEADER } from "./test-signature";

export type TestSession = typeof testPaymentSessions.$inferSelect;

interface Logger {
  warn(obj: object, msg: string): void;
}

/** A session that can still be paid: waiting for a card, or for a card's second step. */
const OPEN = ["open", "needs_confirmation"];
const isOpen = (session: TestSession) => OPEN.includes(session.status);

/** How long after it was queued an event is tried again if its first send did not land. */
export const FIRST_RETRY_MS = 5_000;
/** Delivery attempts before the processor gives up on an event (about a day with backoff). */
export const MAX_DELIVERY_ATTEMPTS = 16;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** The card every test and demo pays with: it has no fingerprint, or it would link everyone. */
const SHARED_TEST_CARD = "4242424242424242";

/**
 * The test processor's fingerprint of a card, as Stripe gives one: the same number gives the
 * same value (two traders paying with one card are linked by the integrity checks) and the
 * number is not in it. Null for the shared 4242 card; pay with another approved card (5555 5555
 * 5555 4444) to try the link.
 */
export function testCardFingerprint(number: string): string | null {
  const digits = number.replace(/[\s-]/g, "");
  if (digits === SHARED_TEST_CARD) return null;
  return `tfp_${createHash("sha256").update(digits).digest("hex").slice(0, 16)}`;
}

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

/** An event the processor tells our webhook endpoint about. */
interface ProcessorEvent {
  type: string;
  object: Record<string, unknown>;
}

/**
 * The embedded test card processor: what a real one does on its own servers, kept in our
 * database. It holds checkout sessions, takes test cards on its hosted page, and tells our
 * webhook endpoint what happened with signed events. A session's change and the event that
 * reports it are written in one transaction (`test_payment_webhooks` is the outbox), and the
 * events are delivered from there, retried with backoff until the endpoint answers 2xx: a crash
 * at any point leaves either both or neither, and nothing is lost.
 */
export class TestProcessor {
  /** Deliveries started in the background (`send`) and not finished yet. */
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

  /**
   * Opens a session for a purchase, or answers the one still open for it (a retried request,
   * as Stripe's idempotency key does): a purchase has one payment page at a time.
   */
  async createSession(request: CheckoutRequest): Promise<TestSession> {
    const now = this.deps.clock.now();
    const [open] = await this.deps.db
      .select()
      .from(testPaymentSessions)
      .where(
        and(
          eq(testPaymentSessions.purchaseId, request.purchaseId),
          inArray(testPaymentSessions.status, OPEN),
          gt(testPaymentSessions.expiresAt, now),
        ),
      )
      .limit(1);
    if (open) return open;
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
        expiresAt: request.expiresAt,
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
    if (row && isOpen(row) && row.expiresAt <= this.deps.clock.now()) {
      return (await this.expire(row)) ?? row;
    }
    return row;
  }

  /**
   * Moves a session from the status it was read in to `status` and queues the event that says
   * so, in one transaction; null (and nothing queued) if someone else moved it first.
   */
  private async move(
    session: TestSession,
    status: string,
    event: ProcessorEvent | null,
    set: Partial<TestSession> = {},
  ): Promise<TestSession | null> {
    const moved = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(testPaymentSessions)
        .set({ status, ...set })
        .where(
          and(
            eq(testPaymentSessions.id, session.id),
            eq(testPaymentSessions.status, session.status),
          ),
        )
        .returning();
      if (!row) return null;
      const eventId = event ? await this.queue(tx, event) : null;
      return { row, eventId };
    });
    if (moved?.eventId) this.send(moved.eventId);
    return moved?.row ?? null;
  }

  /** A card typed on the hosted page. */
  async submitCard(
    session: TestSession,
    card: { number: string; expiry: string; cvc: string },
  ): Promise<CardOutcome> {
    if (session.status !== "open") return { kind: "declined", reason: "This payment is closed." };
    const outcome = cardOutcome(card, this.deps.clock.now());
    if (outcome.kind === "approved") await this.complete(session, testCardFingerprint(card.number));
    if (outcome.kind === "authenticate") await this.move(session, "needs_confirmation", null);
    if (outcome.kind === "declined") await this.decline(session, outcome.reason);
    return outcome;
  }

  /** The second step (3-D Secure) of a card that asks for it: approved or refused by the holder. */
  async confirm(session: TestSession, approve: boolean): Promise<boolean> {
    if (session.status !== "needs_confirmation") return false;
    if (approve) return this.complete(session);
    return this.decline(session, "The payment was not authenticated.");
  }

  /** `fingerprint`: the card's, when it was typed now (not after a second step, which keeps none). */
  private async complete(
    session: TestSession,
    fingerprint: string | null = null,
  ): Promise<boolean> {
    const paymentId = randomId("pi_test");
    const event = {
      type: "checkout.session.completed",
      object: {
        id: session.id,
        purchase_id: session.purchaseId,
        payment_id: paymentId,
        amount_total: session.amountCents,
        currency: session.currency,
        card_fingerprint: fingerprint,
      },
    };
    return (await this.move(session, "complete", event, { paymentId })) !== null;
  }

  /**
   * A refused card: the page stays open for another card (as Stripe Checkout's does), and the
   * processor reports the refusal so the purchase can show it.
   */
  private async decline(session: TestSession, reason: string): Promise<boolean> {
    const event = {
      type: "payment_intent.payment_failed",
      object: { session_id: session.id, purchase_id: session.purchaseId, reason },
    };
    return (await this.move(session, "open", event)) !== null;
  }

  private async expire(session: TestSession): Promise<TestSession | null> {
    return this.move(session, "expired", {
      type: "checkout.session.expired",
      object: { id: session.id, purchase_id: session.purchaseId },
    });
  }

  /**
   * Closes a session so it can no longer be paid (Stripe's "expire a session"): "closed" when it
   * is closed unpaid (now or before), "paid" when it was paid first.
   */
  async close(sessionId: string): Promise<"closed" | "paid"> {
    for (;;) {
      const session = await this.session(sessionId);
      if (!session) throw new Error(`The test processor has no session ${sessionId}.`);
      if (session.status === "complete" || session.status === "refunded") return "paid";
      if (!isOpen(session)) return "closed";
      if (await this.expire(session)) return "closed";
      // Moved by someone else meanwhile (paid, or a card's step): read it again.
    }
  }

  /** Refunds a completed payment; the refund's event follows like any other. */
  async refund(paymentId: string): Promise<void> {
    const [session] = await this.deps.db
      .select()
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.paymentId, paymentId));
    if (!session) throw new Error(`The test processor has no payment ${paymentId}.`);
    if (session.status === "refunded") return;
    const done = await this.move(session, "refunded", {
      type: "charge.refunded",
      object: {
        payment_id: paymentId,
        purchase_id: session.purchaseId,
        amount_refunded: session.amountCents,
      },
    });
    if (!done)
      throw new Error(`The payment ${paymentId} cannot be refunded now (${session.status}).`);
  }

  /** Writes a signed event into the outbox, inside the caller's transaction; answers its id. */
  private async queue(tx: Tx, event: ProcessorEvent): Promise<string> {
    const now = this.deps.clock.now();
    const id = randomId("evt_test");
    const payload = JSON.stringify({
      id,
      object: "event",
      type: event.type,
      created: Math.floor(now.getTime() / 1000),
      data: { object: event.object },
    });
    // Sent at once after the commit; the retries pick it up from here if that send fails or
    // the process dies first.
    const firstRetry = new Date(now.getTime() + FIRST_RETRY_MS);
    await tx
      .insert(testPaymentWebhooks)
      .values({ id, payload, createdAt: now, nextAttemptAt: firstRetry });
    return id;
  }

  /** Delivers a committed event at once, in the background; a failure is retried by `runDue`. */
  private send(id: string): void {
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
      .where(
        and(inArray(testPaymentSessions.status, OPEN), lte(testPaymentSessions.expiresAt, now)),
      )
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
