import { Badge } from "./badge";

/** The colours of a status pill: under way, good, bad, or nothing yet. */
export type PillTone = "info" | "good" | "bad" | "neutral";

/** A status as a coloured pill with words (never colour alone); `status` is its data-status. */
export function StatusPill({
  status,
  label,
  tone,
}: {
  status: string;
  label: string;
  tone: PillTone;
}) {
  return (
    <Badge tone={tone} status={status}>
      {label}
    </Badge>
  );
}
