import { z } from "zod";

/**
 * The help search (spec §2 /dashboard/support and /dashboard/faq): answers at any hour from the
 * FAQ, the rules, and (signed in) the trader's own account state; and the expected answer time
 * of a support ticket.
 */

/** GET /api/help/search?q= */
export const helpSearchQuerySchema = z.object({
  q: z.string().trim().max(200, "A question is at most 200 characters").default(""),
});

export const helpLinkSchema = z.object({ label: z.string(), href: z.string() });

/** An answer from the trader's own account (why an account failed, when they are paid, ...). */
export const helpAnswerSchema = z.object({
  id: z.enum(["whyFailed", "whenPaid", "fundedPath"]),
  title: z.string(),
  text: z.string(),
  link: helpLinkSchema.nullable(),
});
export type HelpAnswer = z.infer<typeof helpAnswerSchema>;

/** A FAQ answer or a rule that matches the question, with the page that shows it. */
export const helpArticleSchema = z.object({
  id: z.string(),
  source: z.enum(["faq", "rules"]),
  title: z.string(),
  text: z.string(),
  href: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpSearchResponseSchema = z.object({
  query: z.string(),
  /** Whether the answers could use the asker's account (a valid bearer token was sent). */
  signedIn: z.boolean(),
  /** Answers from the asker's account state, first; empty when not signed in. */
  personal: z.array(helpAnswerSchema),
  /** The best FAQ answers and rules, best first. */
  articles: z.array(helpArticleSchema),
});
export type HelpSearchResponse = z.infer<typeof helpSearchResponseSchema>;

/**
 * GET /api/support/answer-time: how long a ticket can expect to wait for our first answer.
 * "median": the median first answer of the recent tickets (`sampleSize` of them, opened in the
 * last `windowDays`); "serviceLevel": too few recent answers to measure, so the level we state.
 */
export const answerTimeSchema = z.discriminatedUnion("basis", [
  z.object({
    basis: z.literal("median"),
    minutes: z.number().int().positive(),
    sampleSize: z.number().int().nonnegative(),
    windowDays: z.number().int().positive(),
  }),
  z.object({
    basis: z.literal("serviceLevel"),
    businessDays: z.number().int().positive(),
    sampleSize: z.number().int().nonnegative(),
    windowDays: z.number().int().positive(),
  }),
]);
export type AnswerTime = z.infer<typeof answerTimeSchema>;
export const answerTimeResponseSchema = z.object({ answerTime: answerTimeSchema });
