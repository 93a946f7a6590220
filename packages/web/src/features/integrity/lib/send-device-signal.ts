import { Thumbmark } from "@thumbmarkjs/thumbmarkjs";
import { api } from "../../../lib/api";
import { STORAGE_KEYS } from "../../../lib/browser-storage";
import { sha256Hex } from "../../../lib/evidence-hash";

/**
 * The device signal (issue 29), loaded on demand (never in the landing page's entry chunk):
 * this browser's random id, kept in localStorage, and a coarse fingerprint from ThumbmarkJS
 * (its hash only, never the attributes), sent to POST /account/device.
 */

/** Fine-grained components left out: the fingerprint stays coarse. */
const FINE_COMPONENTS = ["canvas", "webgl", "audio", "fonts", "plugins", "permissions"];

/** This browser's device id: the stored one, or a new random one, stored. */
export function deviceId(): string {
  const stored = window.localStorage.getItem(STORAGE_KEYS.deviceId);
  if (stored && stored.length >= 8 && stored.length <= 100) return stored;
  const id = crypto.randomUUID();
  window.localStorage.setItem(STORAGE_KEYS.deviceId, id);
  return id;
}

/** A few coarse attributes hashed, when ThumbmarkJS cannot give a hash (jsdom is one such). */
function fallbackFingerprint(): Promise<string> {
  const { userAgent, language, hardwareConcurrency } = navigator;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const screenSize = `${window.screen.width}x${window.screen.height}`;
  return sha256Hex(["v1", userAgent, language, zone, screenSize, hardwareConcurrency].join("|"));
}

/**
 * A coarse fingerprint, computed in the browser. No network: ThumbmarkJS's API (it needs a key)
 * and its sampled logging to its own servers are both off.
 */
export async function coarseFingerprint(): Promise<string> {
  const thumbmark = new Thumbmark({
    exclude: FINE_COMPONENTS,
    logging: false,
    experimental: false,
    timeout: 2_000,
  });
  try {
    const { thumbmark: hash } = await thumbmark.get();
    if (hash.length >= 8 && hash.length <= 128) return hash;
  } catch {
    // Falls back below.
  }
  return fallbackFingerprint();
}

export async function sendDeviceSignal(): Promise<void> {
  const id = deviceId();
  const fingerprint = await coarseFingerprint();
  await api("POST /account/device", { body: { deviceId: id, fingerprint } });
}
