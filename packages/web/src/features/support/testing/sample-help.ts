import {
  answerTimeSchema,
  helpSearchResponseSchema,
  type AnswerTime,
  type HelpAnswer,
  type HelpSearchResponse,
} from "@proparena/contracts/help";
import { FAQ_ITEMS } from "@proparena/domain/backoffice/faq";
import { searchHelp } from "@proparena/domain/backoffice/help-search";
import type { FakeRequest, FakeResponse } from "../../../testing/fake-api";

/**
 * GET /help/search and GET /support/answer-time for the web tests (contracts/help.ts),
 * parsed with the contract's schemas. By default the search answers from the real FAQ with
 * the domain's own ranking, as the server does, and nothing from the account.
 */

export const WHY_FAILED: HelpAnswer = {
  id: "whyFailed",
  title: "Why did my account fail?",
  text: "Your 200K Phase I account failed on Tuesday, January 6, 2026 at 14:03 UTC. Equity $189,990.00 fell below the daily loss floor $190,000.00.",
  link: { label: "See the evidence", href: "/dashboard/metrics/u_1/acc_1" },
};

export function faqAnswers(query: string): HelpSearchResponse["articles"] {
  const texts = FAQ_ITEMS.map((item, i) => ({
    id: `faq-${i + 1}`,
    title: item.question,
    text: item.answer,
  }));
  return searchHelp(texts, query, 6).map(({ item }) => ({
    ...item,
    source: "faq" as const,
    href: "/dashboard/faq",
  }));
}

export function sampleAnswerTime(overrides: Partial<AnswerTime> = {}): AnswerTime {
  return answerTimeSchema.parse({
    basis: "median",
    minutes: 190,
    sampleSize: 12,
    windowDays: 90,
    ...overrides,
  });
}

interface Routable {
  on(
    route: string,
    handler: (request: FakeRequest) => FakeResponse | Promise<FakeResponse>,
  ): unknown;
}

/**
 * Serves the help search (FAQ hits, plus `personal(query)` for a signed-in asker) and the
 * answer time. `asked` lists every question sent.
 */
export function serveHelp(
  api: Routable,
  {
    personal = () => [],
    answerTime = sampleAnswerTime(),
    rules = () => [],
  }: {
    personal?: (query: string) => HelpAnswer[];
    answerTime?: AnswerTime;
    rules?: (query: string) => HelpSearchResponse["articles"];
  } = {},
) {
  const asked: string[] = [];
  api.on("GET /help/search", ({ search, token }) => {
    const query = (search.get("q") ?? "").trim();
    asked.push(query);
    return {
      status: 200,
      body: helpSearchResponseSchema.parse({
        query,
        signedIn: token !== null,
        personal: token ? personal(query) : [],
        articles: query ? [...faqAnswers(query), ...rules(query)] : [],
      }),
    };
  });
  api.on("GET /support/answer-time", () => ({ status: 200, body: { answerTime } }));
  return { asked };
}
