import { Badge, type BadgeTone } from "../../../../components/badge";

type Status = "done" | "failed" | "skipped";

const LOOK: Record<Status, [string, BadgeTone]> = {
  done: ["Done", "good"],
  failed: ["Failed", "bad"],
  skipped: ["Skipped", "neutral"],
};

/** A job run's status as a coloured badge with words (never colour alone). */
export function RunStatusBadge({ status }: { status: Status }) {
  const [label, tone] = LOOK[status];
  return <Badge tone={tone}>{label}</Badge>;
}
