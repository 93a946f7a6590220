import { buttonClass, type ButtonVariant } from "./button-styles";

/**
 * A form's submit button and its Cancel, side by side from a small screen up (full width on
 * a phone). While `pending` the submit button says `pendingLabel` and neither can be pressed;
 * `submitDisabled` also holds the submit button back (a file still uploading, say).
 */
export function FormButtons({
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled = false,
  tone = "primary",
  onCancel,
  cancelLabel = "Cancel",
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  tone?: ButtonVariant;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <button
        type="submit"
        disabled={pending || submitDisabled}
        className={buttonClass(tone, "md", "w-full sm:w-auto")}
      >
        {pending ? pendingLabel : submitLabel}
      </button>
      <button
        type="button"
        onClick={onCancel}
        disabled={pending}
        className={buttonClass("secondary", "md", "w-full sm:w-auto")}
      >
        {cancelLabel}
      </button>
    </div>
  );
}
