import { useEffect } from "react";
import { useAuthToken } from "../lib/auth-token";
import { usePreferences } from "../lib/get-preferences";
import { setReducedMotionChosen } from "../lib/motion-preference";
import { setSoundEnabled } from "../lib/sound";

/**
 * Applies the signed-in trader's saved preferences to this browser: the sound switch (kept in
 * localStorage by lib/sound.ts) follows the saved `sound` whenever it loads or changes, and
 * `reducedMotion` sets `data-reduced-motion` on <html> (removed again when signed out).
 * Renders nothing.
 */
export function PreferencesSync() {
  const token = useAuthToken();
  const { data } = usePreferences({ enabled: token !== null });
  const sound = token !== null ? data?.sound : undefined;
  const reducedMotion = token !== null && data?.reducedMotion === true;

  useEffect(() => {
    if (sound !== undefined) setSoundEnabled(sound);
  }, [sound]);

  useEffect(() => {
    setReducedMotionChosen(reducedMotion);
    return () => setReducedMotionChosen(false);
  }, [reducedMotion]);

  return null;
}
