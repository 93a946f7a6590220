import { useAuthToken } from "../lib/auth-token";
import { setSoundEnabled, useSoundEnabled } from "../lib/sound";
import { useUpdatePreferences } from "../lib/update-preferences";
import { focusRing } from "./button-styles";
import { StrokeIcon } from "./stroke-icon";

/**
 * Turns the page's sounds on or off; the choice is remembered in this browser and, when signed
 * in, saved as the account's `sound` preference too (settings shows the same switch).
 */
export function SoundToggle({ className = "" }: { className?: string }) {
  const enabled = useSoundEnabled();
  const token = useAuthToken();
  const savePreference = useUpdatePreferences();

  const toggle = () => {
    const next = !enabled;
    setSoundEnabled(next);
    if (token !== null) savePreference.mutate({ sound: next });
  };

  return (
    <button
      type="button"
      aria-pressed={enabled}
      onClick={toggle}
      className={`inline-flex items-center gap-2 rounded-full border border-slate-700 bg-slate-900/80 px-3 py-1.5 text-xs font-medium text-slate-200 backdrop-blur hover:border-slate-500 ${focusRing} ${className}`}
    >
      <StrokeIcon className="size-4">
        <path d="M11 5 6 9H3v6h3l5 4V5z" />
        {enabled ? (
          <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
        ) : (
          <path d="m16 9 5 6m0-6-5 6" />
        )}
      </StrokeIcon>
      Sound {enabled ? "on" : "off"}
    </button>
  );
}
