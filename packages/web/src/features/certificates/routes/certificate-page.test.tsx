import { screen, waitFor, within } from "@testing-library/react";
import { certificateResponseSchema } from "@proparena/contracts/certificates";
import { describe, expect, it } from "vitest";
import { removeClipboard, stubClipboard } from "../../../testing/clipboard";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import { sampleCertificate } from "../../../testing/sample-certificates";
import { apiUrl } from "../../../testing/api-url";

const certificate = sampleCertificate();
const PAGE = `/certificates/${certificate.id}`;
const ROUTE = `GET /certificates/${certificate.id}`;

function serveCertificate() {
  const api = createFakeApi().install();
  api.on(ROUTE, () => ({
    status: 200,
    body: certificateResponseSchema.parse({ certificate }),
  }));
  return api;
}

describe("certificate page", () => {
  it("shows the certificate as recorded, says it is genuine, and titles the page", async () => {
    const api = serveCertificate();
    renderApp(PAGE);
    const document_ = within(
      await screen.findByRole("article", { name: "Phase I passed" }, { timeout: 3_000 }),
    );
    expect(document_.getByRole("heading", { level: 1, name: "Phase I passed" })).toBeTruthy();
    expect(document_.getByText("awarded to")).toBeTruthy();
    expect(document_.getByTestId("certificate-name").textContent).toBe("Tess T.");
    expect(document_.getByText("Plan").nextElementSibling?.textContent).toBe("Beta");
    expect(document_.getByText("Issued").nextElementSibling?.textContent).toBe("Jan 6, 2025");
    expect(document_.getByText("Account size").nextElementSibling?.textContent).toBe("$1,000,000");
    expect(document_.getByText("Profit").nextElementSibling?.textContent).toBe("$80,123.45");

    const verification = screen.getByRole("note", { name: "Verification" });
    expect(verification.textContent).toContain(
      "Genuine: this certificate was issued by PropArena and is recorded on our servers.",
    );
    expect(within(verification).getByText(certificate.id)).toBeTruthy();

    const pdf = screen.getByRole("link", { name: "Download PDF" });
    expect(pdf.getAttribute("href")).toBe(apiUrl(`/certificates/${certificate.id}.pdf`));
    expect(pdf.hasAttribute("download")).toBe(true);
    await waitFor(() => expect(document.title).toBe("Phase I passed — Tess T. · PropArena"));
    // Public: asked without a token.
    expect(api.callsTo(ROUTE)[0]!.token).toBeNull();
  });

  it("copies the verification link to the clipboard and says Copied", async () => {
    serveCertificate();
    const { user } = renderApp(PAGE);
    const copy = await screen.findByRole("button", { name: "Copy link" }, { timeout: 3_000 });
    const writeText = stubClipboard();
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(certificate.verifyUrl);
    expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
    expect(screen.getByText("Link copied to the clipboard")).toBeTruthy();
  });

  it("shows the link to copy by hand when the browser has no clipboard", async () => {
    serveCertificate();
    const { user } = renderApp(PAGE);
    const copy = await screen.findByRole("button", { name: "Copy link" }, { timeout: 3_000 });
    removeClipboard();
    await user.click(copy);
    const field = await screen.findByRole("textbox", { name: /copy the link by hand/ });
    expect((field as HTMLInputElement).value).toBe(certificate.verifyUrl);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
  });

  it("says no certificate has this id on a 404", async () => {
    const api = createFakeApi().install();
    api.on("GET /certificates/cert_forged", () => ({
      status: 404,
      body: { message: "Certificate not found", code: "NOT_FOUND" },
    }));
    renderApp("/certificates/cert_forged");
    const panel = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(
      within(panel).getByRole("heading", { level: 1, name: "No certificate with this id" }),
    ).toBeTruthy();
    expect(within(panel).getByText("cert_forged")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: "Download PDF" })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Certificate not found · PropArena"));
  });

  it("offers a retry when the certificate could not be loaded", async () => {
    const api = createFakeApi().install();
    let fail = true;
    api.on(ROUTE, () =>
      fail
        ? { status: 429, body: { message: "Too many requests", code: "RATE_LIMITED" } }
        : { status: 200, body: certificateResponseSchema.parse({ certificate }) },
    );
    const { user } = renderApp(PAGE);
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("The certificate could not be loaded");
    expect(alert.textContent).toContain("Too many requests");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Phase I passed" })).toBeTruthy();
  });
});
