import { useEffect } from "react";
import { useAuthCheck } from "../../../lib/session/check-auth";

/**
 * Where this tab notes the session the signal was sent for (sessionStorage: it lasts as long as
 * the tab, reloads included). It holds a short checksum of the session token, never the token.
 */
const SENT_KEY = "proparena.device.sent";

/** FNV-1a, 32 bits, as hex: enough to tell one session from the next. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

function claimSession(token: string): boolean {
  try {
    const mark = checksum(token);
    if (window.sessionStorage.getItem(SENT_KEY) === mark) return false;
    window.sessionStorage.setItem(SENT_KEY, mark);
    return true;
  } catch {
    // No sessionStorage (a locked-down browser): once per page load.
    return true;
  }
}

/**
 * Sends the device signal once per signed-in session, after the session check says signed in:
 * the sender and ThumbmarkJS load only then (a dynamic import, out of the entry chunk), nothing
 * waits on it, and a failure is silent (it is a signal, not a step of the trader's). Renders
 * nothing.
 */
export function DeviceSignal() {
  const { token, data } = useAuthCheck();
  const signedIn = token !== null && data?.signedIn === true;

  useEffect(() => {
    if (!signedIn || token === null || !claimSession(token)) return;
    void import("../lib/send-device-signal")
      .then(({ sendDeviceSignal }) => sendDeviceSignal())
      .catch(() => undefined);
  }, [signedIn, token]);

  return null;
}
