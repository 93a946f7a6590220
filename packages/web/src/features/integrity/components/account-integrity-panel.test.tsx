import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { accountIntegrityResponseSchema } from "@proparena/contracts/integrity";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { TOKEN_STORAGE_KEY } from "../../../lib/auth-token";
import { createQueryClient } from "../../../lib/query-client";
import {
  INTEGRITY_ACCOUNT,
  sampleAccountIntegrity,
  sampleFlag,
  samplePolicy,
  serveAccountIntegrity,
} from "../testing/sample-integrity";
import { AccountIntegrityPanel } from "./account-integrity-panel";

async function openPanel(integrity?: Awaited<ReturnType<typeof sampleAccountIntegrity>>) {
  const api = createFakeApi();
  const served = serveAccountIntegrity(api, {
    [INTEGRITY_ACCOUNT]: integrity ?? (await sampleAccountIntegrity()),
  });
  api.install();
  window.localStorage.setItem(TOKEN_STORAGE_KEY, api.sessionFor(api.users[0]!));
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter>
      <AccountIntegrityPanel accountId={INTEGRITY_ACCOUNT} />
    </MemoryRouter>,
    { queryClient: createQueryClient({ retryDelayMs: 0 }) },
  );
  return { api, served, user };
}

const flagCard = async (name = "Hedging across accounts flag") =>
  within(await screen.findByRole("article", { name }));

const file = (name: string, type = "application/pdf") =>
  new File([`%PDF-1.4 ${name}`], name, { type });

describe("the trader's integrity panel", () => {
  it("states the hold first, then the flag: detector, score against its levels, message and evidence", async () => {
    await openPanel();
    const region = within(await screen.findByRole("region", { name: "Integrity" }));
    const hold = (await region.findByText(/are held until/)).closest("[role=status]")!;
    expect(hold.textContent).toMatch(/^On hold/);
    expect(hold.textContent).toContain(
      "Your payouts on this account are held until our integrity team decides the flag Hedging across accounts (97%).",
    );
    expect(hold.textContent).toContain("A passed phase does not open your next account");

    const card = await flagCard();
    expect(card.getByText("Open")).toBeTruthy();
    expect(card.getByText("Holds")).toBeTruthy();
    expect(card.getByText(/Score/).textContent).toBe(
      "Score 97% · flagged from 70% · holds from 80%",
    );
    expect(card.getByText(/met by a sell of 2 lots on another account 420 ms later/)).toBeTruthy();

    const trades = within(card.getByRole("table", { name: /Evidence trades/ }));
    const own = within(trades.getByRole("row", { name: /Yours/ }));
    expect(own.getByText("2025-01-06 14:03:07.120 UTC")).toBeTruthy();
    expect(own.getByText("1.08412")).toBeTruthy();
    expect(own.getByText("2025-01-06 14:20:41.503 UTC")).toBeTruthy();
    expect(own.getByText("+$860.00")).toBeTruthy();
    expect(own.getByText("Manual")).toBeTruthy();
    const other = within(trades.getByRole("row", { name: /Other account acc_other7/ }));
    expect(other.getByText("Sell")).toBeTruthy();
    expect(other.getByText("2025-01-06 14:03:07.540 UTC")).toBeTruthy();
    expect(other.getByText("-$940.00")).toBeTruthy();
    expect(other.getByText("API (declared)")).toBeTruthy();

    expect(
      card.getByText("EURUSD bid 1.0841 ask 1.08412 at 2025-01-06 14:03:07.118 UTC"),
    ).toBeTruthy();
    expect(card.getByText("openGapMs").nextElementSibling?.textContent).toBe("420");
    expect(card.getByText("overlapShare").nextElementSibling?.textContent).toBe("0.97");
  });

  it("checks the evidence hash in the browser: a match", async () => {
    const { user } = await openPanel();
    const card = await flagCard();
    await user.click(card.getByRole("button", { name: "Check the evidence hash" }));
    await waitFor(() =>
      expect(card.getByRole("status", { name: "Evidence hash check" }).textContent).toMatch(
        /^Match: /,
      ),
    );
  });

  it("checks the evidence hash in the browser: a mismatch names the hash it computed", async () => {
    const integrity = await sampleAccountIntegrity();
    // Evidence changed after hashing: what is shown no longer matches the stated hash.
    const tampered = accountIntegrityResponseSchema.parse({
      ...integrity,
      flags: integrity.flags.map((flag) => ({
        ...flag,
        evidence: { ...flag.evidence, figures: { ...flag.evidence.figures, openGapMs: 4200 } },
      })),
    });
    const { user } = await openPanel(tampered);
    const card = await flagCard();
    await user.click(card.getByRole("button", { name: "Check the evidence hash" }));
    const status = card.getByRole("status", { name: "Evidence hash check" });
    await waitFor(() => expect(status.textContent).toMatch(/^Mismatch: /));
    const computed = status.querySelector("code")?.textContent ?? "";
    expect(computed).toMatch(/^[0-9a-f]{64}$/);
    expect(computed).not.toBe(integrity.flags[0]!.evidenceHash);
  });

  it("sends an appeal with a statement and attachments uploaded for the appeal, then shows it", async () => {
    const { api, served, user } = await openPanel();
    const card = await flagCard();
    const form = within(card.getByRole("form", { name: "Appeal this flag" }));
    await user.upload(form.getByLabelText(/Attachments/), [
      file("statement.pdf"),
      file("chat.pdf"),
    ]);
    await waitFor(() => expect(form.getAllByText(/· attached$/)).toHaveLength(2));
    expect(api.callsTo("POST /uploads/appeal")).toHaveLength(2);

    await user.type(
      form.getByLabelText("Your statement"),
      "The second account is my brother's; we trade the same signals.",
    );
    await user.click(form.getByRole("button", { name: "Send the appeal" }));

    await waitFor(() => expect(served.appeals).toHaveLength(1));
    expect(served.appeals[0]).toEqual({
      flagId: "flag_hedge1",
      body: {
        statement: "The second account is my brother's; we trade the same signals.",
        attachmentFileIds: served.uploads.map((stored) => stored.id),
      },
    });
    const appeal = within(await card.findByRole("region", { name: "Appeal" }));
    await waitFor(() => expect(appeal.getByText(/we trade the same signals/).tagName).toBe("P"));
    expect(appeal.queryByRole("form")).toBeNull();
    expect(appeal.getByRole("button", { name: "statement.pdf" })).toBeTruthy();
    expect(card.getByText("Appealed")).toBeTruthy();
  });

  it("refuses a short statement at the field and sends nothing", async () => {
    const { api, user } = await openPanel();
    const form = within((await flagCard()).getByRole("form", { name: "Appeal this flag" }));
    await user.type(form.getByLabelText("Your statement"), "Not me.");
    await user.click(form.getByRole("button", { name: "Send the appeal" }));
    const field = form.getByLabelText("Your statement");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent,
    ).toMatch(/at least 20 characters/);
    expect(api.callsTo("POST /integrity/flags/flag_hedge1/appeal")).toHaveLength(0);
  });

  it("keeps at most five attachments", async () => {
    const { api, user } = await openPanel();
    const form = within((await flagCard()).getByRole("form", { name: "Appeal this flag" }));
    await user.upload(
      form.getByLabelText(/Attachments/),
      ["1", "2", "3", "4", "5", "6"].map((n) => file(`f${n}.pdf`)),
    );
    await waitFor(() => expect(form.getAllByText(/· attached$/)).toHaveLength(5));
    expect(api.callsTo("POST /uploads/appeal")).toHaveLength(5);
    expect(form.getByText(/5 files attached: remove one/)).toBeTruthy();
    expect((form.getByLabelText(/Attachments/) as HTMLInputElement).disabled).toBe(true);
  });

  it("says why an appeal was refused and keeps the statement", async () => {
    const { api, user } = await openPanel();
    api.on("POST /integrity/flags/flag_hedge1/appeal", () => ({
      status: 409,
      body: { message: "This flag has already been decided.", code: "CONFLICT" },
    }));
    const form = within((await flagCard()).getByRole("form", { name: "Appeal this flag" }));
    await user.type(
      form.getByLabelText("Your statement"),
      "I closed both trades by hand, see logs.",
    );
    await user.click(form.getByRole("button", { name: "Send the appeal" }));
    const alert = await form.findByRole("alert");
    expect(alert.textContent).toContain("Your appeal was not sent");
    expect(alert.textContent).toContain("This flag has already been decided.");
    expect((form.getByLabelText("Your statement") as HTMLTextAreaElement).value).toBe(
      "I closed both trades by hand, see logs.",
    );
  });

  it("shows a decided flag's appeal and decision, with no form and no hold", async () => {
    await openPanel(
      await sampleAccountIntegrity([
        sampleFlag({
          status: "cleared",
          appeal: {
            statement: "Two people, one household.",
            attachments: [],
            at: "2025-01-07T09:00:00.000Z",
          },
          decision: {
            outcome: "cleared",
            reason: "Different people with their own devices.",
            at: "2025-01-08T10:00:00.000Z",
          },
        }),
      ]),
    );
    const card = await flagCard();
    expect(card.getByText("Cleared", { selector: "[data-status]" })).toBeTruthy();
    expect(card.getByText("Two people, one household.")).toBeTruthy();
    expect(card.getByText("Different people with their own devices.")).toBeTruthy();
    expect(card.queryByRole("form")).toBeNull();
    expect(card.queryByText("Holds")).toBeNull();
    expect(screen.queryByText(/are held until/)).toBeNull();
  });

  it("has an empty state and an error state", async () => {
    await openPanel(
      accountIntegrityResponseSchema.parse({
        flags: [],
        holds: { phasePass: false, payouts: false, flagIds: [] },
        policy: samplePolicy(),
      }),
    );
    expect(await screen.findByText(/No integrity flag on this account/)).toBeTruthy();
  });

  it("says when the checks could not be loaded", async () => {
    const api = createFakeApi();
    api.on(`GET /accounts/${INTEGRITY_ACCOUNT}/integrity`, () => ({
      status: 500,
      body: { message: "Something went wrong", code: "INTERNAL" },
    }));
    api.install();
    renderWithProviders(
      <MemoryRouter>
        <AccountIntegrityPanel accountId={INTEGRITY_ACCOUNT} />
      </MemoryRouter>,
      { queryClient: createQueryClient({ retryDelayMs: 0 }) },
    );
    expect(await screen.findByText("The integrity checks could not be loaded")).toBeTruthy();
  });
});
