import { canonicalJson } from "@proparena/contracts/canonical-json";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubClipboard } from "../../../testing/clipboard";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { evidenceHashOf } from "../../../lib/evidence-hash";
import { sampleEvidence, sampleRegisterEntries, serveRegister } from "../testing/sample-integrity";

function openRegister(entries = sampleRegisterEntries(3), pageSize = 50) {
  const api = createFakeApi();
  serveRegister(api, entries, pageSize);
  api.install();
  return { api, ...renderApp("/integrity/register") };
}

const rows = () =>
  Array.from(document.querySelectorAll("[data-entry]")).map((row) =>
    row.getAttribute("data-entry"),
  );

describe("the public integrity register", () => {
  it("lists decisions newest first with detector, outcome, pseudonym, score, policy, reason and hash, with totals", async () => {
    openRegister();
    const table = within(await screen.findByRole("table", {}, { timeout: 3_000 }));
    expect(rows()).toEqual(["reg_001", "reg_002", "reg_003"]);
    const first = within(table.getAllByRole("row")[1]!);
    expect(first.getByText("Feb 1, 2025")).toBeTruthy();
    expect(first.getByText("Hedging across accounts")).toBeTruthy();
    expect(first.getByText("Account closed")).toBeTruthy();
    expect(first.getByText("Trader A0")).toBeTruthy();
    expect(first.getByText("95%")).toBeTruthy();
    expect(first.getByText("v1")).toBeTruthy();
    expect(first.getByText("Opposite trades on two accounts of one person (1).")).toBeTruthy();
    expect(first.getByTitle(`0000${"ab".repeat(30)}`)).toBeTruthy();

    const totals = within(screen.getByLabelText("Totals"));
    expect(totals.getByText("Payouts withheld").nextElementSibling?.textContent).toBe("2");
    expect(totals.getByText("Accounts closed").nextElementSibling?.textContent).toBe("1");
    expect(totals.getByText("Copy trading").nextElementSibling?.textContent).toBe("1");
    expect(screen.getByRole("link", { name: "Integrity register" }).getAttribute("href")).toBe(
      "/integrity/register",
    );
  });

  it("copies an entry's evidence hash", async () => {
    const app = openRegister();
    const writeText = stubClipboard();
    await screen.findByRole("table", {}, { timeout: 3_000 });
    await app.user.click(screen.getAllByRole("button", { name: "Copy hash" })[0]!);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`0000${"ab".repeat(30)}`));
  });

  it("pages with the server's cursor: More adds the next entries", async () => {
    const app = openRegister(sampleRegisterEntries(5), 2);
    await screen.findByRole("table", {}, { timeout: 3_000 });
    expect(rows()).toEqual(["reg_001", "reg_002"]);
    await app.user.click(screen.getByRole("button", { name: "More" }));
    await waitFor(() => expect(rows()).toEqual(["reg_001", "reg_002", "reg_003", "reg_004"]));
    expect(app.api.callsTo("GET /integrity/register").at(-1)!.search.get("cursor")).toBe("2");
    await app.user.click(screen.getByRole("button", { name: "More" }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.queryByRole("button", { name: "More" })).toBeNull();
  });

  it("has an empty state and an error state", async () => {
    openRegister([]);
    expect(
      await screen.findByText(/No payout has been withheld/, {}, { timeout: 3_000 }),
    ).toBeTruthy();
  });

  it("says when the register could not be loaded", async () => {
    const api = createFakeApi();
    api.on("GET /integrity/register", () => ({
      status: 500,
      body: { message: "Something went wrong", code: "INTERNAL" },
    }));
    api.install();
    renderApp("/integrity/register");
    expect(
      await screen.findByText("The register could not be loaded", {}, { timeout: 3_000 }),
    ).toBeTruthy();
  });

  it("checks pasted evidence against a hash in the browser: match, mismatch, not JSON", async () => {
    const app = openRegister();
    await screen.findByRole("table", {}, { timeout: 3_000 });
    const evidence = sampleEvidence();
    const hash = await evidenceHashOf(evidence);
    const box = within(screen.getByRole("region", { name: "Check evidence against a hash" }));
    const result = box.getByRole("status", { name: "Hash check" });

    // Pasted as pretty JSON with its keys in another order: the canonical form is the same.
    const { trades, ...rest } = evidence;
    const pretty = JSON.stringify({ ...rest, trades }, null, 2);
    await app.user.click(box.getByLabelText("Evidence JSON"));
    await app.user.paste(pretty);
    await app.user.type(box.getByLabelText("Evidence hash"), ` ${hash.toUpperCase()} `);
    await app.user.click(box.getByRole("button", { name: "Check" }));
    await waitFor(() => expect(result.textContent).toMatch(/^Match/));

    await app.user.clear(box.getByLabelText("Evidence JSON"));
    await app.user.click(box.getByLabelText("Evidence JSON"));
    await app.user.paste(canonicalJson({ ...evidence, otherPeople: 1 }));
    await app.user.click(box.getByRole("button", { name: "Check" }));
    await waitFor(() =>
      expect(result.textContent).toMatch(/^Mismatch: this evidence hashes to [0-9a-f]{64}/),
    );

    await app.user.clear(box.getByLabelText("Evidence JSON"));
    await app.user.click(box.getByLabelText("Evidence JSON"));
    await app.user.paste("{not json");
    await app.user.click(box.getByRole("button", { name: "Check" }));
    await waitFor(() => expect(result.textContent).toMatch(/This is not JSON/));
  });
});
