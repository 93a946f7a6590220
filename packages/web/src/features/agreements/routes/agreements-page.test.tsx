import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { accountsQueryKey } from "../../../lib/get-accounts";
import { createFakeApi, deferred, type FakeResponse } from "../../../testing/fake-api";
import { stubObjectUrls } from "../../../testing/object-urls";
import { renderApp } from "../../../testing/render-app";
import { fundedPathKey } from "../../../lib/get-funded-path";
import {
  APPROVED_SIGNER,
  PDF_BYTES,
  sampleAgreement,
  sampleSignature,
  serveAgreements,
} from "../testing/sample-agreements";
import { sampleFundedPath } from "../../../testing/sample-funded-path";

type Options = Parameters<typeof serveAgreements>[1];

function openAgreements(options?: Options) {
  const api = createFakeApi();
  const server = serveAgreements(api, options);
  api.install();
  const token = api.sessionFor(api.users[0]!);
  const app = renderApp("/dashboard/agreements", { token });
  return { api, server, token, ...app };
}

const agreement = async () =>
  within(
    await screen.findByRole("article", { name: "PropArena Trader Agreement" }, { timeout: 3_000 }),
  );
const nameInput = () => screen.getByLabelText("Full name") as HTMLInputElement;
const consentBox = (version = "2026-11-01") =>
  screen.getByRole("checkbox", {
    name: `I have read and agree to the Trader Agreement version ${version}`,
  }) as HTMLInputElement;

function description(element: HTMLElement): string | null | undefined {
  const id = element.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe("agreements page: not signed", () => {
  it("renders the agreement's markdown with its title and version", async () => {
    openAgreements();
    const text = await agreement();
    expect(text.getByText("Version 2026-11-01")).toBeTruthy();
    expect(text.getByRole("heading", { level: 3, name: "Trader Agreement" })).toBeTruthy();
    expect(text.getByRole("heading", { level: 4, name: "1. Funded account" })).toBeTruthy();
    expect(text.getByText("PropArena", { selector: "strong" })).toBeTruthy();
    const [numbered, bulleted] = text.getAllByRole("list");
    expect(numbered!.tagName).toBe("OL");
    expect(
      within(numbered!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["You trade with virtual money.", "Payouts follow the weekly pools."]);
    expect(within(bulleted!).getAllByRole("listitem")).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/coming soon/i);
    expect(document.body.textContent).not.toContain("**");
  });

  it("checks the name and the consent before sending", async () => {
    const app = openAgreements();
    await agreement();
    await app.user.click(screen.getByRole("button", { name: "Sign the agreement" }));
    expect(description(nameInput())).toBe("Type your full name to sign");
    expect(document.activeElement).toBe(nameInput());
    expect(description(consentBox())).toBe("Tick the box to agree");
    expect(consentBox().getAttribute("aria-invalid")).toBe("true");
    expect(app.api.callsTo("POST /agreements/sign")).toHaveLength(0);
  });

  it("signs, shows the signature, and links to the funded account the signature opened", async () => {
    const app = openAgreements({ openedFundedAccountId: "acc_funded" });
    app.queryClient.setQueryData(fundedPathKey, sampleFundedPath());
    app.queryClient.setQueryData(accountsQueryKey, { accounts: [] });
    await agreement();
    await app.user.type(nameInput(), "Tess Trader");
    await app.user.click(consentBox());
    await app.user.click(screen.getByRole("button", { name: "Sign the agreement" }));

    const alert = (await screen.findByText("Agreement signed")).closest("[role=status]")!;
    expect(alert.textContent).toContain("your funded account is open");
    expect(
      within(alert as HTMLElement)
        .getByRole("link", { name: "Go to your funded account" })
        .getAttribute("href"),
    ).toBe("/dashboard/metrics/u_1/acc_funded");

    const call = app.api.callsTo("POST /agreements/sign")[0]!;
    expect(call.body).toEqual({
      version: "2026-11-01",
      sha256: "a".repeat(64),
      typedName: "Tess Trader",
      consent: true,
    });
    expect(call.token).toBe(app.token);

    const signed = within(screen.getByRole("region", { name: "You signed this version" }));
    expect(signed.getByText("Signed")).toBeTruthy();
    expect(signed.getByText("Tess Trader")).toBeTruthy();
    expect(signed.getByText("198.51.100.23")).toBeTruthy();
    expect(signed.getByText("a".repeat(64))).toBeTruthy();
    expect(signed.getByText("Jan 10, 12:00:00 UTC")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign the agreement" })).toBeNull();
    expect(app.queryClient.getQueryState(fundedPathKey)?.isInvalidated).toBe(true);
    expect(app.queryClient.getQueryState(accountsQueryKey)?.isInvalidated).toBe(true);
  });

  it("a signature that opens nothing just says it is signed", async () => {
    const app = openAgreements();
    await agreement();
    await app.user.type(nameInput(), "Tess Trader");
    await app.user.click(consentBox());
    await app.user.click(screen.getByRole("button", { name: "Sign the agreement" }));
    expect(await screen.findByText("Agreement signed")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Go to your funded account" })).toBeNull();
    expect(screen.getByRole("region", { name: "You signed this version" })).toBeTruthy();
  });

  it("shows 'Signing…' while the signature is on its way", async () => {
    const app = openAgreements();
    await agreement();
    const answer = deferred<FakeResponse>();
    app.api.on("POST /agreements/sign", () => answer.promise);
    await app.user.type(nameInput(), "Tess Trader");
    await app.user.click(consentBox());
    await app.user.click(screen.getByRole("button", { name: "Sign the agreement" }));
    const button = await screen.findByRole("button", { name: "Signing…" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer.resolve({
      status: 500,
      body: { message: "The signature service is down", code: "INTERNAL" },
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your signature was not saved");
    expect(alert.textContent).toContain("The signature service is down");
  });

  it("a 409 (a newer version) loads the new text and asks to read and sign it", async () => {
    const app = openAgreements();
    await agreement();
    app.server.publish(
      sampleAgreement({
        version: "2026-12-01",
        text: "# Trader Agreement\n\nThe **new** terms.",
        sha256: "b".repeat(64),
      }),
    );
    await app.user.type(nameInput(), "Tess Trader");
    await app.user.click(consentBox());
    await app.user.click(screen.getByRole("button", { name: "Sign the agreement" }));

    expect(await screen.findByText("The agreement was updated")).toBeTruthy();
    expect(await screen.findByText("Version 2026-12-01")).toBeTruthy();
    expect(
      screen.getByText(/Please read the new version \(2026-12-01\) below and sign it\./),
    ).toBeTruthy();
    expect(screen.getByText("new", { selector: "strong" })).toBeTruthy();
    // The consent was for the old version: it must be given again.
    expect(consentBox("2026-12-01").checked).toBe(false);
    expect(nameInput().value).toBe("Tess Trader");
    expect(screen.queryByText("Agreement signed")).toBeNull();

    await app.user.click(consentBox("2026-12-01"));
    await app.user.click(screen.getByRole("button", { name: "Sign the agreement" }));
    expect(await screen.findByText("Agreement signed")).toBeTruthy();
    expect(app.api.callsTo("POST /agreements/sign").at(-1)?.body).toMatchObject({
      version: "2026-12-01",
      sha256: "b".repeat(64),
    });
  });
});

describe("agreements page: the signer", () => {
  it("before the identity check is approved, says why it comes first and keeps the form shut", async () => {
    openAgreements({ signer: { kycStatus: "submitted", legalName: null } });
    await agreement();
    const steps = within(screen.getByRole("list", { name: "Before you sign" }));
    expect(steps.getByText("Being checked")).toBeTruthy();
    expect(
      steps.getByText(/Your documents are being checked: you can sign once they are approved\./),
    ).toBeTruthy();
    expect(
      steps.getByRole("link", { name: "Go to identity verification" }).getAttribute("href"),
    ).toBe("/dashboard/kyc");
    expect(
      steps.getByText(/must be the legal name your identity check verifies, so it comes second/),
    ).toBeTruthy();
    expect(nameInput().disabled).toBe(true);
    expect(consentBox().disabled).toBe(true);
    expect(
      (screen.getByRole("button", { name: "Sign the agreement" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("asks for the approved legal name, and shows the server's refusal of another one at the field", async () => {
    const app = openAgreements({ signer: { kycStatus: "approved", legalName: "Zoë Ünal" } });
    await agreement();
    const steps = within(screen.getByRole("list", { name: "Before you sign" }));
    expect(steps.getByText("Verified")).toBeTruthy();
    expect(steps.queryByRole("link", { name: "Go to identity verification" })).toBeNull();
    expect(
      steps.getByText(/Type Zoë Ünal, the legal name of your approved identity check/),
    ).toBeTruthy();
    expect(description(nameInput())).toBe("Your legal name as verified: Zoë Ünal.");

    await app.user.type(nameInput(), "Zoe Unal");
    await app.user.click(consentBox());
    await app.user.click(screen.getByRole("button", { name: "Sign the agreement" }));
    await waitFor(() =>
      expect(description(nameInput())).toContain(
        "Type your legal name as it is on your approved identity check: Zoë Ünal",
      ),
    );
    expect(nameInput().getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("Agreement signed")).toBeNull();

    await app.user.clear(nameInput());
    await app.user.type(nameInput(), "zoë  ünal");
    await app.user.click(screen.getByRole("button", { name: "Sign the agreement" }));
    const done = (await screen.findByText("Agreement signed")).closest("[role=status]")!;
    expect(done.textContent).toContain(
      "We e-mailed you the signed PDF; it stays downloadable below.",
    );
  });
});

describe("agreements page: signed", () => {
  const current = sampleSignature({ id: "sig_2", signedAt: "2025-01-08T14:03:07.000Z" });
  const earlier = sampleSignature({
    id: "sig_1",
    version: "2025-06-01",
    signedAt: "2025-06-02T09:00:00.000Z",
    sha256: "c".repeat(64),
  });

  it("shows the signature with its name, time, address and hash, and no form", async () => {
    openAgreements({ signatures: [current, earlier] });
    await agreement();
    const signed = within(screen.getByRole("region", { name: "You signed this version" }));
    expect(signed.getByText("Signed")).toBeTruthy();
    expect(signed.getByText("Tess Trader")).toBeTruthy();
    expect(signed.getByText("Jan 8, 14:03:07 UTC")).toBeTruthy();
    expect(signed.getByText("203.0.113.7")).toBeTruthy();
    expect(signed.getByText("a".repeat(64))).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign the agreement" })).toBeNull();

    const history = within(screen.getByRole("list", { name: "Earlier signatures" }));
    expect(history.getAllByRole("listitem")).toHaveLength(1);
    expect(history.getByText("Version 2025-06-01")).toBeTruthy();
  });

  it("downloads the signed PDF with the bearer token", async () => {
    const urls = stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const app = openAgreements({ signatures: [current, earlier] });
    await agreement();
    await app.user.click(
      screen.getByRole("button", { name: "Download signed PDF (version 2026-11-01)" }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = app.api.callsTo("GET /agreements/signatures/sig_2/pdf")[0]!;
    expect(call.token).toBe(app.token);
    expect(await urls.created.mock.calls[0]![0].text()).toContain(PDF_BYTES);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("trader-agreement-2026-11-01.pdf");
    expect(urls.revoked).toHaveBeenCalledWith(link.href);

    await app.user.click(screen.getByRole("button", { name: "Download PDF (version 2025-06-01)" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe(
      "trader-agreement-2025-06-01.pdf",
    );
  });

  it("says when the PDF cannot be downloaded", async () => {
    const app = openAgreements({ signatures: [current] });
    app.api.on("GET /agreements/signatures/sig_2/pdf", () => ({
      status: 404,
      body: { message: "Signature not found", code: "NOT_FOUND" },
    }));
    await agreement();
    await app.user.click(screen.getByRole("button", { name: /^Download signed PDF/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The PDF could not be downloaded: Signature not found",
    );
  });

  it("an old signature does not count for a newer version: the form is shown", async () => {
    openAgreements({ signatures: [earlier] });
    await agreement();
    expect(screen.queryByRole("region", { name: "You signed this version" })).toBeNull();
    expect(consentBox()).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Earlier signatures" })).getByText(
        "Version 2025-06-01",
      ),
    ).toBeTruthy();
  });
});

describe("agreements page: loading and errors", () => {
  it("shows a loading state, then an error with a retry that loads the agreement", async () => {
    const api = createFakeApi();
    serveAgreements(api);
    const answer = deferred<FakeResponse>();
    let calls = 0;
    const good = sampleAgreement();
    api.on("GET /agreements", () => {
      calls += 1;
      return calls === 1
        ? answer.promise
        : {
            status: 200,
            body: { current: good, signer: APPROVED_SIGNER, signedCurrent: null, signatures: [] },
          };
    });
    api.install();
    const { user } = renderApp("/dashboard/agreements", { token: api.sessionFor(api.users[0]!) });
    expect(await screen.findByText("Loading the agreement…", {}, { timeout: 3_000 })).toBeTruthy();
    answer.resolve({ status: 403, body: { message: "Agreements are resting", code: "FORBIDDEN" } });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The agreement could not be loaded");
    expect(alert.textContent).toContain("Agreements are resting");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await agreement();
  });
});
