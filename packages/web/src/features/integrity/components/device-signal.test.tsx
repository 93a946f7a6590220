import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../lib/browser-storage";
import { createFakeApi } from "../../../testing/fake-api";
import { renderApp } from "../../../testing/render-app";
import deviceSignalSource from "./device-signal.tsx?raw";

function serveDevice(api: ReturnType<typeof createFakeApi>, status = 204) {
  api.on("POST /account/device", () =>
    status === 204
      ? { status: 204 }
      : { status, body: { message: "Something went wrong", code: "INTERNAL" } },
  );
  return api;
}

describe("the device signal", () => {
  it("is sent once after sign-in, with a stored random id and a coarse fingerprint", async () => {
    const api = serveDevice(createFakeApi()).install();
    const app = renderApp("/dashboard/rules", { token: api.sessionFor(api.users[0]!) });
    await waitFor(() => expect(api.callsTo("POST /account/device")).toHaveLength(1), {
      timeout: 10_000,
    });
    const body = api.callsTo("POST /account/device")[0]!.body as {
      deviceId: string;
      fingerprint: string;
    };
    expect(body.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(body.deviceId);
    expect(body.fingerprint.length).toBeGreaterThanOrEqual(8);
    expect(body.fingerprint.length).toBeLessThanOrEqual(128);

    // Moving around the app does not send it again.
    await app.router.navigate("/dashboard/accounts");
    await app.router.navigate("/dashboard/kyc");
    await screen.findByRole("heading", { level: 1 });
    expect(api.callsTo("POST /account/device")).toHaveLength(1);
  });

  it("reuses the stored device id", async () => {
    window.localStorage.setItem(STORAGE_KEYS.deviceId, "device-kept-12345");
    const api = serveDevice(createFakeApi()).install();
    renderApp("/dashboard/rules", { token: api.sessionFor(api.users[0]!) });
    await waitFor(() => expect(api.callsTo("POST /account/device")).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(api.callsTo("POST /account/device")[0]!.body).toMatchObject({
      deviceId: "device-kept-12345",
    });
  });

  it("is not sent when signed out", async () => {
    const api = serveDevice(createFakeApi()).install();
    renderApp("/rules");
    await screen.findByRole("heading", { level: 1 }, { timeout: 5_000 });
    expect(api.callsTo("POST /account/device")).toHaveLength(0);
  });

  it("fails silently", async () => {
    const api = serveDevice(createFakeApi(), 500).install();
    renderApp("/dashboard/rules", { token: api.sessionFor(api.users[0]!) });
    await waitFor(() => expect(api.callsTo("POST /account/device")).toHaveLength(1), {
      timeout: 10_000,
    });
    // The page says nothing of it (the rules page's own alerts are about its own data).
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    expect(screen.queryByText(/device/i)).toBeNull();
  });

  it("loads ThumbmarkJS lazily: the component (in the app shell) does not import it", () => {
    expect(deviceSignalSource).not.toMatch(/from "@thumbmarkjs/);
    expect(deviceSignalSource).toContain('import("../lib/send-device-signal")');
  });
});
