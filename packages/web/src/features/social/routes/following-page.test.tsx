import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { GRACE, sampleFeed, sampleFollowing } from "../testing/sample-social";

function openFollowing(api = createFakeApi()) {
  api.install();
  return { api, ...renderApp("/dashboard/following", { token: api.sessionFor(api.users[0]!) }) };
}

describe("the following page", () => {
  it("lists who you follow and the delayed feed of their trades", async () => {
    const api = createFakeApi()
      .on("GET /social/following", () => ({ status: 200, body: sampleFollowing() }))
      .on("GET /social/feed", () => ({ status: 200, body: sampleFeed() }));
    openFollowing(api);
    const list = await screen.findByRole("list", { name: "Traders you follow" });
    expect(within(list).getByRole("link", { name: "Grace H." }).getAttribute("href")).toBe(
      `/openbook/${GRACE.publicId}`,
    );
    const feed = await screen.findByRole("list", { name: "Feed" });
    expect(
      within(feed)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^GGrace H\.Closedbuy2\.00 EURUSD at 1\.0862\+\$200\.00Beta/),
      expect.stringMatching(/^GGrace H\.Openedbuy2\.00 EURUSD at 1\.0852Beta/),
    ]);
    expect(screen.getByText("Trades show here 15 minutes after they happen.")).toBeTruthy();
  });

  it("switches a trader's e-mails and unfollows them", async () => {
    let following = sampleFollowing();
    const api = createFakeApi()
      .on("GET /social/following", () => ({ status: 200, body: following }))
      .on("GET /social/feed", () => ({ status: 200, body: sampleFeed({ items: [] }) }))
      .on(`PUT /openbook/${GRACE.publicId}/follow`, ({ body }) => {
        const { emailNotices } = body as { emailNotices: boolean };
        following = sampleFollowing(emailNotices);
        return { status: 200, body: { following: true, emailNotices, self: false } };
      })
      .on(`DELETE /openbook/${GRACE.publicId}/follow`, () => {
        following = { traders: [] };
        return { status: 200, body: { following: false, emailNotices: false, self: false } };
      });
    const { user } = openFollowing(api);
    const email = await screen.findByRole("switch", { name: "E-mail me Grace H.'s trades" });
    await user.click(email);
    await waitFor(() => expect((email as HTMLInputElement).checked).toBe(true));
    expect(api.callsTo(`PUT /openbook/${GRACE.publicId}/follow`)[0]!.body).toEqual({
      emailNotices: true,
    });
    expect(
      screen.getByText("Nothing yet: the trades of the traders you follow show here."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Unfollow Grace H." }));
    expect(await screen.findByText(/You follow no one yet/)).toBeTruthy();
  });

  it("says so when who you follow or the feed cannot be loaded", async () => {
    const api = createFakeApi()
      .on("GET /social/following", () => ({
        status: 500,
        body: { message: "Boom", code: "INTERNAL" },
      }))
      .on("GET /social/feed", () => ({ status: 500, body: { message: "Boom", code: "INTERNAL" } }));
    openFollowing(api);
    expect(
      await screen.findByRole("heading", { name: "Who you follow could not be loaded" }),
    ).toBeTruthy();
    expect(
      await screen.findByRole("heading", { name: "Your feed could not be loaded" }),
    ).toBeTruthy();
  });
});
