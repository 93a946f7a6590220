import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { publishedEvidence } from "@proparena/contracts/openbook";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import {
  publishedHash,
  sampleRegister,
  sampleRegisterEntry,
  sampleRuleEvidence,
} from "../testing/sample-openbook";

describe("the public register of decisions", () => {
  it("lists each decision with its kind, pseudonym, phase, rule and hash, and the weekly totals", async () => {
    const register = await sampleRegister();
    createFakeApi()
      .on("GET /openbook/register", () => ({ status: 200, body: register }))
      .install();
    renderApp("/openbook/register");
    const table = await screen.findByRole("table", { name: "Decisions, newest first" });
    const rows = within(table).getAllByRole("row");
    expect(rows[0]!.textContent).toBe("TimeKindAccountPhaseRule or detectorEvidence hash");
    expect(rows[1]!.textContent).toContain("Breachacct-7f3aFundedDaily loss limit");
    expect(within(rows[1]!).getByTestId("register-hash").textContent).toBe(await publishedHash());
    expect(within(rows[1]!).getByRole("button", { name: "Copy hash" })).toBeTruthy();
    expect(rows[2]!.textContent).toContain("Payout withheldacct-19c2FundedHedging across accounts");
    const weeks = screen.getByRole("table", { name: "Totals per week, newest first" });
    expect(within(weeks).getAllByRole("row")[1]!.textContent).toBe(
      "2025-W024Daily loss limit 3, Max loss limit 19 · $12,500.001 · $400.000",
    );
  });

  it("filters by kind through the URL and loads more", async () => {
    const api = createFakeApi()
      .on("GET /openbook/register", async ({ search }) => ({
        status: 200,
        body: await sampleRegister(
          search.get("cursor")
            ? {
                entries: [await sampleRegisterEntry({ account: "acct-0ld1" })],
                nextCursor: null,
              }
            : { entries: [await sampleRegisterEntry()], nextCursor: "c1" },
        ),
      }))
      .install();
    const app = renderApp("/openbook/register");
    await screen.findByRole("table", { name: "Decisions, newest first" });
    await app.user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("acct-0ld1")).toBeTruthy();
    expect(api.callsTo("GET /openbook/register").at(-1)!.search.get("cursor")).toBe("c1");

    await app.user.selectOptions(screen.getByLabelText("Show"), "breach");
    expect(app.currentUrl()).toBe("/openbook/register?kind=breach");
    await waitFor(() =>
      expect(api.callsTo("GET /openbook/register").at(-1)!.search.get("kind")).toBe("breach"),
    );
  });

  it("checks pasted evidence against a hash: the published form, or the account page's", async () => {
    createFakeApi()
      .on("GET /openbook/register", async () => ({
        status: 200,
        body: await sampleRegister({ entries: [], weeks: [] }),
      }))
      .install();
    const app = renderApp("/openbook/register");
    expect(await screen.findByText("No decision is registered yet.")).toBeTruthy();
    const box = within(screen.getByRole("region", { name: "Check evidence against a hash" }));
    const hash = await publishedHash();
    const check = async (evidence: unknown, against: string) => {
      await app.user.clear(box.getByLabelText("Evidence JSON"));
      await app.user.click(box.getByLabelText("Evidence JSON"));
      await app.user.paste(JSON.stringify(evidence, null, 2));
      await app.user.clear(box.getByLabelText("Evidence hash"));
      await app.user.click(box.getByLabelText("Evidence hash"));
      await app.user.paste(against);
      await app.user.click(box.getByRole("button", { name: "Check" }));
      return (await box.findByRole("status", { name: "Hash check" })).textContent;
    };
    expect(await check(publishedEvidence(sampleRuleEvidence()), hash)).toMatch(/^Match/);
    expect(await check(sampleRuleEvidence(), `sha256:${hash.toUpperCase()}`)).toMatch(/^Match/);
    expect(await check({ ...sampleRuleEvidence(), observed: 1 }, hash)).toMatch(/^Mismatch/);
  });

  it("says so when the register cannot be loaded", async () => {
    createFakeApi()
      .on("GET /openbook/register", () => ({
        status: 500,
        body: { message: "Boom", code: "INTERNAL" },
      }))
      .install();
    renderApp("/openbook/register");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The register could not be loaded",
    );
  });
});
