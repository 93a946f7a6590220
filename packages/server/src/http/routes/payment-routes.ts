import { apiErrorSchema } from "@proparena/contracts/errors";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, notFound } from "../../lib/http-error";
import { WebhookSignatureError } from "../../payments/payment-provider";
import type { TestProcessor } from "../../payments/test-processor";
import { renderTestPaymentPage } from "../../payments/test-payment-page";
import { applyPaymentEvent } from "../../services/checkout/apply-payment-event";
import type { ServiceContext } from "../../services/service-context";
import { forwardToLeader } from "../forward-to-leader";

const tags = ["payments"];
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * The providers' webhooks (`POST /api/payments/{test,stripe}/webhook`) and, when the embedded
 * test processor is the provider, its hosted payment page. A webhook is verified over its exact
 * raw body by the configured provider; the endpoint of a provider that is not configured is 404.
 */
export const paymentRoutes =
  (ctx: ServiceContext, testProcessor: TestProcessor | null): FastifyPluginAsyncZod =>
  async (app) => {
    // Webhook bodies stay raw bytes: a signature covers them exactly as sent.
    await app.register(async (hooks) => {
      hooks.removeContentTypeParser("application/json");
      hooks.addContentTypeParser(
        ["application/json", "text/plain"],
        { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      const webhook = hooks.withTypeProvider<ZodTypeProvider>();
      webhook.post(
        "/:provider/webhook",
        {
          bodyLimit: WEBHOOK_BODY_LIMIT,
          schema: {
            tags,
            description: "Signed events from the payment provider. Answers 200 once handled.",
            params: z.object({ provider: z.enum(["test", "stripe"]) }),
            response: {
              200: z.object({ received: z.literal(true), outcome: z.string() }),
              400: apiErrorSchema,
              404: apiErrorSchema,
            },
          },
          // Fulfilment opens accounts in the trading desk, which runs on the leader.
          preValidation: forwardToLeader(ctx.cluster),
        },
        async (request) => {
          const { provider } = request.params;
          if (provider !== ctx.payments.id)
            throw notFound(`The ${provider} provider is not configured.`);
          if (!Buffer.isBuffer(request.body)) throw badRequest("The webhook body is missing.");
          let event;
          try {
            event = ctx.payments.parseWebhook(request.body, request.headers);
          } catch (error) {
            if (error instanceof WebhookSignatureError) {
              request.log.warn({ reason: error.message }, "payment webhook refused");
              throw badRequest(`Webhook signature refused: ${error.message}`);
            }
            throw error;
          }
          const outcome = await applyPaymentEvent(ctx, provider, event);
          if (outcome === "unknown-purchase") {
            request.log.warn({ eventId: event.id }, "payment event for an unknown purchase");
          } else {
            request.log.info({ eventId: event.id, kind: event.kind, outcome }, "payment event");
          }
          return { received: true as const, outcome };
        },
      );
    });

    if (!testProcessor) return;
    await app.register(testPaymentPages(ctx, testProcessor), { prefix: "/test/checkout" });
  };

const sessionParams = z.object({ id: z.string().regex(/^cs_test_[0-9a-f]{24}$/) });
const cardForm = z.object({
  number: z.string().max(40).default(""),
  expiry: z.string().max(10).default(""),
  cvc: z.string().max(8).default(""),
  name: z.string().max(120).optional(),
});

/** The embedded test processor's hosted page: what a card processor would show. */
function testPaymentPages(ctx: ServiceContext, processor: TestProcessor): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const page = { hide: true };
    const productName = ctx.settings.productName;
    const load = async (id: string) => {
      const session = await processor.session(id);
      if (!session) throw notFound("No such payment page");
      return session;
    };

    app.get("/:id", { schema: { ...page, params: sessionParams } }, async (request, reply) => {
      const session = await load(request.params.id);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(renderTestPaymentPage({ session, productName }));
    });

    app.post(
      "/:id",
      { schema: { ...page, params: sessionParams, body: cardForm } },
      async (request, reply) => {
        const session = await load(request.params.id);
        const outcome = await processor.submitCard(session, request.body);
        if (outcome.kind === "approved") return reply.redirect(session.successUrl, 303);
        if (outcome.kind === "authenticate") return reply.redirect(request.url, 303);
        const after = (await processor.session(session.id)) ?? session;
        // A declined card leaves the page open: it says so, and takes another card.
        const error =
          outcome.kind === "invalid"
            ? outcome.message
            : after.status === "open"
              ? `${outcome.reason} Nothing was charged: try another card.`
              : outcome.reason;
        return reply
          .code(outcome.kind === "invalid" ? 400 : 402)
          .type("text/html; charset=utf-8")
          .send(
            renderTestPaymentPage({ session: after, productName, error, values: request.body }),
          );
      },
    );

    app.post(
      "/:id/confirm",
      {
        schema: {
          ...page,
          params: sessionParams,
          body: z.object({ decision: z.enum(["approve", "refuse"]) }),
        },
      },
      async (request, reply) => {
        const session = await load(request.params.id);
        const approve = request.body.decision === "approve";
        const done = await processor.confirm(session, approve);
        if (done && approve) return reply.redirect(session.successUrl, 303);
        const after = (await processor.session(session.id)) ?? session;
        return reply
          .code(approve ? 409 : 402)
          .type("text/html; charset=utf-8")
          .send(
            renderTestPaymentPage({
              session: after,
              productName,
              error: approve
                ? undefined
                : "The payment was not authenticated. Nothing was charged: try another card.",
            }),
          );
      },
    );
  };
}
