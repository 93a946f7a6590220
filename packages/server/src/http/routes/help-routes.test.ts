import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";
import { eurusdTicks } from "../../test/eurusd-ticks";
import { signedInAdmin, signedInTrader, TEST_PASSWORD } from "../../test/test-users";

// A Wednesday (2026-01-07), FX open. Quotes go through the real pipeline.
let server: TestServer;
const eurusd = eurusdTicks(() => server, MARKET_OPEN_TIME);

beforeAll(async () => {
  server = await startTestServer({
    now: new Date(MARKET_OPEN_TIME).toISOString(),
    rateLimits: { helpSearchPerIp: { max: 40, windowMs: 60_000 } },
  });
  await eurusd(1.1);
});
afterAll(() => server.close());

const search = (q: string, token?: string) =>
  server.request("GET", `/api/help/search?q=${encodeURIComponent(q)}`, { token });

describe("GET /api/help/search", () => {
  it("answers anyone from the FAQ and the rules, best first, with the page that shows each", async () => {
    const res = await search("how are payouts calculated");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      query: "how are payouts calculated",
      signedIn: false,
      personal: [],
    });
    expect(res.body.articles[0]).toMatchObject({
      source: "faq",
      title: "How are payouts calculated?",
      href: "/dashboard/faq",
    });
    expect(res.body.articles[0].text).toMatch(/^Each week W is the sum/);

    const rules = await search("stop-out");
    expect(rules.body.articles[0]).toMatchObject({
      source: "rules",
      title: "Stop-out",
      href: "/dashboard/rules#rules",
    });
    expect(rules.body.articles[0].text).toMatch(/margin level/);
  });

  it("answers nothing to an empty question, and refuses a question over 200 characters", async () => {
    const empty = await server.request("GET", "/api/help/search");
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ query: "", signedIn: false, personal: [], articles: [] });
    const long = await search("x".repeat(201));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      code: "VALIDATION_ERROR",
      message: expect.stringMatching(/200 characters/),
    });
  });

  it("a stale token asks as a visitor: the FAQ still answers, nothing personal", async () => {
    const res = await search("when do I get paid", "f".repeat(64));
    expect(res.status).toBe(200);
    expect(res.body.signedIn).toBe(false);
    expect(res.body.personal).toEqual([]);
    expect(res.body.articles.map((a: { title: string }) => a.title)).toContain(
      "When are payouts made?",
    );
  });

  it("tells a signed-in trader why their account failed, from the stored decision, and only theirs", async () => {
    const token = await signedInTrader(server, "failed@example.com");
    const other = await signedInTrader(server, "other@example.com");
    const { body } = await server.request("GET", "/api/accounts", { token });
    const account = body.accounts[0] as { id: string };

    const before = await search("why did my account fail", token);
    expect(before.body.signedIn).toBe(true);
    expect(before.body.personal).toEqual([
      expect.objectContaining({
        id: "whyFailed",
        text: expect.stringMatching(/^None of your accounts has failed\./),
      }),
    ]);

    await eurusd(1.1);
    const placed = await server.request("POST", `/api/accounts/${account.id}/orders`, {
      token,
      body: { symbol: "EURUSD", side: "buy", type: "market", volume: 50 },
    });
    expect(placed.status).toBe(201);
    await eurusd(1.09); // 50 lots x -0.0101 = -$50,500: equity $949,500 < the $950,000 floor

    const after = await search("why did my account fail", token);
    expect(after.body.personal).toHaveLength(1);
    const [answer] = after.body.personal;
    expect(answer.id).toBe("whyFailed");
    expect(answer.text).toMatch(
      /^Your Beta Phase I account failed on Wednesday, January 7, 2026 at \d\d:\d\d UTC\. /,
    );
    expect(answer.text).toMatch(/daily loss floor \$950,000\.00/);
    const me = (await server.request("GET", "/api/auth/check", { token })).body.user.id;
    expect(answer.link).toEqual({
      label: "See the evidence",
      href: `/dashboard/metrics/${me}/${account.id}`,
    });
    // The same question from another trader knows nothing of it.
    const theirs = await search("why did my account fail", other);
    expect(theirs.body.personal[0].text).toMatch(/^None of your accounts has failed\./);
    // And the general answers come along.
    expect(after.body.articles.map((a: { title: string }) => a.title)).toContain("Breach");
  });

  it("tells a trader when they get paid, from the payout schedule and what they are owed", async () => {
    const token = await signedInTrader(server, "payday@example.com");
    const res = await search("when do I get paid", token);
    expect(res.body.personal).toHaveLength(1);
    expect(res.body.personal[0]).toMatchObject({
      id: "whenPaid",
      link: { href: "/dashboard/jackpot" },
    });
    // The clock stands on Wednesday 7 January: the next settlement is Monday the 12th.
    expect(res.body.personal[0].text).toContain(
      "The next settlement is Monday, January 12, 2026 at 00:00 UTC, in 4 days",
    );
    expect(res.body.personal[0].text).toContain("You have no funded account yet");
    expect(res.body.personal[0].text).toContain("Nothing is owed to you right now.");

    const funded = await search("kyc", token);
    expect(funded.body.personal[0]).toMatchObject({
      id: "fundedPath",
      link: { href: "/dashboard/accounts" },
    });
    expect(funded.body.personal[0].text).toMatch(
      /^Still to do, in order: 1\. Pass phase II of a challenge\. 2\. Verify your identity \(KYC\)\. 3\. Sign the trader agreement \(version [^)]+\)\.$/,
    );
  });

  it("is rate-limited per IP", async () => {
    let last = 0;
    for (let i = 0; i < 45 && last !== 429; i++) last = (await search("payout")).status;
    expect(last).toBe(429);
  });
});

describe("GET /api/support/answer-time", () => {
  it("needs a signed-in user", async () => {
    const res = await server.request("GET", "/api/support/answer-time");
    expect(res.status).toBe(401);
    expect(res.body.code).toBeDefined();
  });

  it("states the service level until five recent tickets are answered, then the median first answer", async () => {
    const admin = await signedInAdmin(server);
    const trader = await signedInTrader(server, "asks@example.com");
    const answerTime = async () =>
      (await server.request("GET", "/api/support/answer-time", { token: trader })).body.answerTime;
    expect(await answerTime()).toEqual({
      basis: "serviceLevel",
      businessDays: 2,
      sampleSize: 0,
      windowDays: 90,
    });

    // Five tickets answered after 10, 20, 30, 40 and 500 minutes; a second reply does not count.
    for (const minutes of [10, 20, 30, 40, 500]) {
      const opened = await server.request("POST", "/api/support/tickets", {
        token: trader,
        body: { subject: `Question ${minutes}`, category: "trading", message: "How does it work?" },
      });
      expect(opened.status).toBe(201);
      server.clock.advance(minutes * 60_000);
      const id = opened.body.ticket.id as string;
      for (const message of ["Here is how.", "And one more thing."]) {
        const reply = await server.request("POST", `/api/admin/support/tickets/${id}/replies`, {
          token: admin,
          body: { message },
        });
        expect(reply.status).toBe(200);
        server.clock.advance(60_000);
      }
    }
    expect(await answerTime()).toEqual({
      basis: "median",
      minutes: 30,
      sampleSize: 5,
      windowDays: 90,
    });

    // An unanswered ticket does not count, and 91 days later none of these do.
    await server.request("POST", "/api/support/tickets", {
      token: trader,
      body: { subject: "Unanswered", category: "other", message: "Hello?" },
    });
    expect((await answerTime()).sampleSize).toBe(5);
    server.clock.advance(91 * 86_400_000);
    const again = await server.request("POST", "/api/auth/signin", {
      body: { email: "asks@example.com", password: TEST_PASSWORD },
    });
    const later = await server.request("GET", "/api/support/answer-time", {
      token: again.body.token,
    });
    expect(later.body.answerTime).toMatchObject({ basis: "serviceLevel", sampleSize: 0 });
  });
});
