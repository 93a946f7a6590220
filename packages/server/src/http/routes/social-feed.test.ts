import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { notices, outboxEmails } from "../../db/schema";
import { followedTradeNoticesJob } from "../../jobs/followed-trade-notices-job";
import { runDue } from "../../jobs/job-runner";
import { closePosition, eurusdQuotesAfter, openEurusd } from "../../test/eurusd-ticks";
import { socialTrader, type SocialTrader } from "../../test/social-traders";
import { MARKET_OPEN_TIME, startTestServer, type TestServer } from "../../test/test-server";

// Following (issue 31) through the real server: follow a public trader, read their trades in
// the feed once older than the openbook delay (15 minutes here, the manual clock moves with
// the quotes), and get each as a notice, by e-mail when the follow asks for it.
let server: TestServer;
const quoteAfter = eurusdQuotesAfter(() => server, MARKET_OPEN_TIME);
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startTestServer({
    now: new Date(MARKET_OPEN_TIME).toISOString(),
    openbookDelayMinutes: 15,
  });
  await quoteAfter(1_000);
});
afterAll(() => server.close());

const feedOf = (t: SocialTrader, query = "") =>
  server.request("GET", `/api/social/feed${query}`, { token: t.token });
const follow = (t: SocialTrader, publicId: string, emailNotices: boolean) =>
  server.request("PUT", `/api/openbook/${publicId}/follow`, {
    token: t.token,
    body: { emailNotices },
  });
const runNoticeJob = () => runDue(server.ctx, followedTradeNoticesJob, "UTC", "schedule");
const followedNotices = (t: SocialTrader) =>
  server.ctx.db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, t.userId), eq(notices.kind, "followed-trade")));

describe("following", () => {
  it("follows only public traders, never oneself; the relation and the list say so", async () => {
    const a = await socialTrader(server, "follow-a@example.com", { publish: true });
    const b = await socialTrader(server, "follow-b@example.com");
    const hidden = await socialTrader(server, "follow-hidden@example.com");

    expect((await follow(b, hidden.publicId, false)).status).toBe(404);
    expect((await follow(b, "0123456789ab", false)).status).toBe(404);
    expect((await follow(b, "not-an-id", false)).status).toBe(400);
    const self = await follow(a, a.publicId, false);
    expect(self.status).toBe(422);
    expect(self.body).toEqual({ code: "OWN_BOOK", message: "You cannot follow yourself." });
    const me = await server.request("GET", `/api/openbook/${a.publicId}/me`, { token: a.token });
    expect(me.body).toEqual({ following: false, emailNotices: false, self: true });

    expect((await follow(b, a.publicId, true)).body).toEqual({
      following: true,
      emailNotices: true,
      self: false,
    });
    const state = await server.request("GET", `/api/openbook/${a.publicId}/me`, {
      token: b.token,
    });
    expect(state.body).toEqual({ following: true, emailNotices: true, self: false });
    const following = await server.request("GET", "/api/social/following", { token: b.token });
    expect(following.body.traders).toEqual([
      expect.objectContaining({ trader: expect.objectContaining({ publicId: a.publicId }) }),
    ]);
    expect(following.body.traders[0].emailNotices).toBe(true);

    const unfollowed = await server.request("DELETE", `/api/openbook/${a.publicId}/follow`, {
      token: b.token,
    });
    expect(unfollowed.body).toEqual({ following: false, emailNotices: false, self: false });
    expect(
      (await server.request("GET", "/api/social/following", { token: b.token })).body.traders,
    ).toEqual([]);
    expect((await server.request("GET", "/api/social/feed")).status).toBe(401);
  });
});

describe("the feed and its notices", () => {
  it("shows each opening and close once older than the delay, newest first, in pages; each follower hears of it once, by e-mail if asked", async () => {
    const a = await socialTrader(server, "feed-a@example.com", { publish: true });
    const mailed = await socialTrader(server, "feed-mailed@example.com");
    const quiet = await socialTrader(server, "feed-quiet@example.com");
    await follow(mailed, a.publicId, true);
    await follow(quiet, a.publicId, false);
    // The job's first run sets where the next one starts.
    await runNoticeJob();

    await quoteAfter(MINUTE);
    const opened = await openEurusd(server, a.token, a.betaId, "buy", 0.3);
    await quoteAfter(10 * MINUTE);
    expect((await feedOf(mailed)).body).toEqual({ items: [], nextCursor: null, delayMinutes: 15 });
    await runNoticeJob();
    expect(await followedNotices(mailed)).toEqual([]);

    await quoteAfter(6 * MINUTE, 1.1012);
    const feed = await feedOf(mailed);
    expect(feed.body.items).toEqual([
      expect.objectContaining({
        kind: "opened",
        trader: expect.objectContaining({ publicId: a.publicId, name: "Test T." }),
        bookLabel: "Beta",
        symbol: "EURUSD",
        side: "buy",
        volume: 0.3,
        price: 1.1001,
        pnlCents: null,
      }),
    ]);
    expect(feed.body.items[0].id).toMatch(/^[0-9a-f]{32}$/);
    // Someone who follows nobody sees nothing.
    expect((await feedOf(a)).body.items).toEqual([]);

    await runNoticeJob();
    const [notice] = await followedNotices(mailed);
    expect(notice).toMatchObject({
      title: "Test T. opened a trade: buy 0.3 lots of EURUSD",
      link: `/openbook/${a.publicId}`,
    });
    expect(notice!.emailId).not.toBeNull();
    expect(await server.lastEmailTo(mailed.email)).toMatchObject({
      subject: "Test T. opened a trade: buy 0.3 lots of EURUSD",
    });
    const [quietNotice] = await followedNotices(quiet);
    expect(quietNotice!.emailId).toBeNull();
    const quietMails = await server.ctx.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, quiet.email), like(outboxEmails.subject, "Test T.%")));
    expect(quietMails).toEqual([]);
    // The socket's list: the notice is the trader's like any other.
    const list = await server.request("GET", "/api/notices", { token: quiet.token });
    expect(list.body.notices[0]).toMatchObject({ kind: "followed-trade" });

    await closePosition(server, a.token, a.betaId, opened);
    await quoteAfter(MINUTE);
    await runNoticeJob();
    await quoteAfter(16 * MINUTE);
    await runNoticeJob();
    // Each item once, whatever the runs.
    await runNoticeJob();
    expect((await followedNotices(mailed)).map((n) => n.title)).toEqual([
      "Test T. opened a trade: buy 0.3 lots of EURUSD",
      "Test T. closed a trade: 0.3 lots of EURUSD, $33.00",
    ]);

    const first = await feedOf(mailed, "?limit=1");
    expect(first.body.items).toEqual([
      expect.objectContaining({ kind: "closed", price: 1.1012, pnlCents: 3_300 }),
    ]);
    const second = await feedOf(mailed, `?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toEqual([expect.objectContaining({ kind: "opened" })]);
    expect(second.body.nextCursor).toBeNull();
    expect((await feedOf(mailed, "?cursor=garbage")).status).toBe(400);
  });
});
