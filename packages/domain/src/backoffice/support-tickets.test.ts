import { describe, expect, it } from "vitest";
import { ticketReference, ticketTransition } from "./support-tickets";

describe("support ticket state machine", () => {
  it("is answered by a support reply and opened again by the trader's", () => {
    expect(ticketTransition("open", "supportReply")).toEqual({ ok: true, status: "answered" });
    expect(ticketTransition("answered", "traderReply")).toEqual({ ok: true, status: "open" });
    expect(ticketTransition("open", "traderReply")).toEqual({ ok: true, status: "open" });
  });

  it("closes from open or answered; a trader's reply reopens a closed ticket", () => {
    expect(ticketTransition("open", "close")).toEqual({ ok: true, status: "closed" });
    expect(ticketTransition("answered", "close")).toEqual({ ok: true, status: "closed" });
    expect(ticketTransition("closed", "traderReply")).toEqual({ ok: true, status: "open" });
  });

  it("refuses closing twice and support replies to a closed ticket", () => {
    expect(ticketTransition("closed", "close")).toEqual({
      ok: false,
      reason: "This ticket is already closed.",
    });
    expect(ticketTransition("closed", "supportReply").ok).toBe(false);
  });

  it("names tickets by number", () => {
    expect(ticketReference(1001)).toBe("T-1001");
  });
});
