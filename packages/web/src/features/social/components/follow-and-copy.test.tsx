import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeTradingApi, makeAccount } from "../../../testing/fake-trading-api";
import { renderApp } from "../../../testing/render-app";
import { GRACE, GRACE_BOOK, graceTraderPage, sampleSubscription } from "../testing/sample-social";

const PAGE = `/openbook/${GRACE.publicId}`;
const beta = makeAccount({ id: "acc_beta01" });
const challenge = makeAccount({
  id: "acc_p1",
  planId: "50K",
  planLabel: "50K",
  startingBalanceCents: 5_000_000,
  equityCents: 5_000_000,
});

function openPage(
  accounts = [beta, challenge],
  follow = { following: false, emailNotices: false, self: false },
) {
  const api = createFakeTradingApi({ accounts });
  let state = follow;
  api
    .on(`GET /openbook/${GRACE.publicId}`, () => ({ status: 200, body: graceTraderPage() }))
    .on(`GET /openbook/${GRACE.publicId}/me`, () => ({ status: 200, body: state }))
    .on(`PUT /openbook/${GRACE.publicId}/follow`, ({ body }) => {
      state = { ...state, following: true, ...(body as { emailNotices: boolean }) };
      return { status: 200, body: state };
    })
    .on(`DELETE /openbook/${GRACE.publicId}/follow`, () => {
      state = { ...state, following: false, emailNotices: false };
      return { status: 200, body: state };
    });
  api.install();
  const app = renderApp(PAGE, { token: api.base.sessionFor(api.base.users[0]!) });
  return { api, ...app };
}

describe("following and copying from a trader's public page", () => {
  it("follows with the e-mail choice, switches e-mail, and unfollows", async () => {
    const { api, user } = openPage();
    await user.click(await screen.findByLabelText("Also by e-mail"));
    await user.click(screen.getByRole("button", { name: "Follow" }));
    expect(await screen.findByText("Following")).toBeTruthy();
    expect(api.callsTo(`PUT /openbook/${GRACE.publicId}/follow`)[0]!.body).toEqual({
      emailNotices: true,
    });
    const email = screen.getByRole("switch", { name: "E-mail me their trades" });
    expect((email as HTMLInputElement).checked).toBe(true);
    await user.click(email);
    await waitFor(() =>
      expect(api.callsTo(`PUT /openbook/${GRACE.publicId}/follow`)[1]!.body).toEqual({
        emailNotices: false,
      }),
    );
    await user.click(screen.getByRole("button", { name: "Unfollow" }));
    expect(await screen.findByRole("button", { name: "Follow" })).toBeTruthy();
    expect(api.callsTo(`DELETE /openbook/${GRACE.publicId}/follow`)).toHaveLength(1);
  });

  it("on one's own page, offers neither follow nor copy", async () => {
    openPage([beta], { following: false, emailNotices: false, self: true });
    expect(await screen.findByText("This is your public page.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Copy Beta" })).toBeNull();
  });

  it("copies into a Beta account only, with the limits typed, and says so", async () => {
    const { api, user } = openPage();
    api.on("POST /copy-subscriptions", () => ({ status: 201, body: sampleSubscription() }));
    await user.click(await screen.findByRole("button", { name: "Copy Beta" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Copy Grace H. · Beta" }));
    const target = dialog.getByLabelText("Your Beta account");
    // Only the Beta account is offered: the challenge account never copies.
    expect(
      within(target)
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["acc_beta01"]);
    await user.clear(dialog.getByLabelText("Size multiplier"));
    await user.type(dialog.getByLabelText("Size multiplier"), "0.5");
    await user.clear(dialog.getByLabelText("Daily loss cap ($)"));
    await user.type(dialog.getByLabelText("Daily loss cap ($)"), "2,500");
    await user.type(dialog.getByLabelText("Stop equity ($, optional)"), "900000");
    await user.type(dialog.getByLabelText("Excluded symbols"), "xauusd, btcusd");
    await user.click(dialog.getByRole("button", { name: "Start copying" }));
    expect(await screen.findByText("Copying Grace H.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.callsTo("POST /copy-subscriptions")[0]!.body).toEqual({
      publicId: GRACE.publicId,
      bookId: GRACE_BOOK,
      targetAccountId: "acc_beta01",
      sizeMultiplier: 0.5,
      riskPerTradePercent: 5,
      dailyLossCapCents: 250_000,
      stopEquityCents: 90_000_000,
      excludedSymbols: ["XAUUSD", "BTCUSD"],
    });
  });

  it("checks the limits before sending, and shows the server's refusal", async () => {
    const { api, user } = openPage();
    api.on("POST /copy-subscriptions", () => ({
      status: 409,
      body: {
        message: "Copying goes into a Beta account only, not a challenge or funded account",
        code: "CONFLICT",
      },
    }));
    await user.click(await screen.findByRole("button", { name: "Copy Beta" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.clear(dialog.getByLabelText("Size multiplier"));
    await user.type(dialog.getByLabelText("Size multiplier"), "50");
    await user.click(dialog.getByRole("button", { name: "Start copying" }));
    expect(dialog.getByLabelText("Size multiplier").getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST /copy-subscriptions")).toHaveLength(0);
    await user.clear(dialog.getByLabelText("Size multiplier"));
    await user.type(dialog.getByLabelText("Size multiplier"), "1");
    await user.click(dialog.getByRole("button", { name: "Start copying" }));
    expect((await dialog.findByRole("alert")).textContent).toBe(
      "Copying was refusedCopying goes into a Beta account only, not a challenge or funded account",
    );
  });

  it("says there is no Beta account to copy into", async () => {
    const { user } = openPage([challenge]);
    await user.click(await screen.findByRole("button", { name: "Copy Beta" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect((await dialog.findByText(/You have no active Beta account/)).textContent).toContain(
      "challenge and funded accounts cannot copy another trader",
    );
    expect(dialog.queryByRole("button", { name: "Start copying" })).toBeNull();
  });
});
