import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";

async function fill(app: ReturnType<typeof renderApp>, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await app.user.clear(field);
    if (value) await app.user.type(field, value);
  }
}

const valid = {
  Name: "Tess Trader",
  Email: "Tess@Example.com",
  Subject: "Payout question",
  Message: "When is the first weekly payout made?",
};

describe("contact page", () => {
  it("validates on the client with the contract's rules and sends nothing", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/contact");
    await app.user.click(await screen.findByRole("button", { name: "Send message" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Subject must be at least 3 characters")).toBeTruthy();
    expect(screen.getByText("Message must be at least 20 characters")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST /contact")).toHaveLength(0);
  });

  it("sends the message and shows a clear confirmation", async () => {
    const api = createFakeApi().install();
    const app = renderApp("/contact");
    await screen.findByRole("button", { name: "Send message" });
    await fill(app, valid);
    await app.user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("heading", { name: "Message sent" })).toBeTruthy();
    expect(screen.getByText(/We will answer by email/)).toBeTruthy();
    expect(api.contactMessages).toEqual([
      {
        name: "Tess Trader",
        email: "tess@example.com",
        subject: "Payout question",
        message: "When is the first weekly payout made?",
      },
    ]);
  });

  it("shows the server's field errors", async () => {
    createFakeApi()
      .on("POST /contact", () => ({
        status: 400,
        body: {
          message: "Invalid request",
          code: "VALIDATION_ERROR",
          issues: [{ path: "email", message: "This address cannot receive mail" }],
        },
      }))
      .install();
    const app = renderApp("/contact");
    await screen.findByRole("button", { name: "Send message" });
    await fill(app, valid);
    await app.user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("This address cannot receive mail")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Invalid request");
  });

  it("explains the rate limit", async () => {
    createFakeApi()
      .on("POST /contact", () => ({
        status: 429,
        body: { message: "Too many requests, try again in a minute", code: "RATE_LIMITED" },
      }))
      .install();
    const app = renderApp("/contact");
    await screen.findByRole("button", { name: "Send message" });
    await fill(app, valid);
    await app.user.click(screen.getByRole("button", { name: "Send message" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Too many messages");
    expect(alert.textContent).toContain("Too many requests, try again in a minute");
  });
});
