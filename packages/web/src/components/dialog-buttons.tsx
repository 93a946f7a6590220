import { buttonClass, type ButtonVariant } from "./button-styles";

/**
 * A dialog's two buttons, side by side from a small screen up: `cancelLabel` (goes back) and
 * the confirming one, a submit button unless it has `onConfirm`. Both wait while `busy`.
 */
export function DialogButtons({
  cancelLabel = "Cancel",
  onCancel,
  confirmLabel,
  onConfirm,
  tone = "danger",
  autoFocus = false,
  busy,
}: {
  cancelLabel?: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm?: () => void;
  tone?: ButtonVariant;
  /** Focus the confirming button when the dialog opens. */
  autoFocus?: boolean;
  busy: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className={buttonClass("secondary", "sm")}
      >
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? "button" : "submit"}
        data-autofocus={autoFocus || undefined}
        onClick={onConfirm}
        disabled={busy}
        className={buttonClass(tone, "sm")}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
