import type { RuleEvidence } from "@proparena/contracts/trading";
import { buttonClass } from "../../../../components/button-styles";
import { errorMessage } from "../../../../lib/api-client";
import { useReplayDecision } from "../../requests/replay-decision";
import { ReplayResult } from "./replay-result";

/** "Replay" for one stored decision or act: recomputes it from the records and shows the checks. */
export function ReplayControl({
  accountId,
  decisionId,
  describedBy,
  unit,
}: {
  accountId: string;
  decisionId: string;
  /** The id of the heading the button replays. */
  describedBy: string;
  unit: RuleEvidence["unit"];
}) {
  const replay = useReplayDecision(accountId, decisionId);
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => replay.mutate()}
        disabled={replay.isPending}
        aria-describedby={describedBy}
        className={buttonClass("secondary", "sm")}
      >
        {replay.isPending ? "Replaying…" : replay.isSuccess ? "Replay again" : "Replay"}
      </button>
      {replay.isError && (
        <p role="alert" className="text-sm text-rose-300">
          The replay failed: {errorMessage(replay.error)}
        </p>
      )}
      {replay.isSuccess && <ReplayResult replay={replay.data} unit={unit} />}
    </div>
  );
}
