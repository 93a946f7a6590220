import { buttonClass } from "./button-styles";

/**
 * A small secondary button that starts a request: disabled, and saying what it does, while the
 * request runs.
 */
export function BusyButton({
  onClick,
  busy,
  label,
  busyLabel,
}: {
  onClick: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className={buttonClass("secondary", "sm")}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
