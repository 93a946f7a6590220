import { TextAreaField } from "./text-area-field";
import { isApiRequestError } from "../lib/api-client";

/** What the server said of the reason (a 400 naming "reason"), if anything. */
export function serverReasonError(error: unknown): string | undefined {
  if (!isApiRequestError(error)) return undefined;
  return error.issues.find((issue) => issue.path.split(".")[0] === "reason")?.message;
}

/**
 * The reason of a decision the trader is told (e.g. a rejection), focused when its dialog opens.
 * Editing it clears the last refusal of `decision` (the mutation that sends it).
 */
export function ReasonField({
  value,
  onChange,
  error,
  hint,
  decision,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
  decision: { isError: boolean; reset: () => void };
}) {
  return (
    <TextAreaField
      label="Reason"
      name="reason"
      data-autofocus
      maxLength={500}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        if (decision.isError) decision.reset();
      }}
      error={error}
      hint={hint}
      className=""
    />
  );
}
