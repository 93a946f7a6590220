import { BusyButton } from "../../../../components/busy-button";
import { DetailSection } from "../../../../components/detail-section";
import { ErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { errorMessage } from "../../../../lib/api-client";
import { useReplayAccountJournal } from "../../requests/replay-account-journal";
import { JournalReplayResult } from "./journal-replay-result";

/**
 * The admin account page's audit (issue 33): the account replayed from the desk's journal on
 * demand, its decisions and final figures compared with the stored ones, so an operator can
 * show a disputing trader that a decision follows from the recorded inputs.
 */
export function JournalReplaySection({ accountId }: { accountId: string }) {
  const replay = useReplayAccountJournal(accountId);
  let body = null;
  if (replay.isPending) body = <LoadingState label="Replaying the account from the journal…" />;
  else if (replay.isError) {
    body = (
      <ErrorState
        title="The replay could not run"
        message={errorMessage(replay.error)}
        onRetry={() => replay.mutate()}
      />
    );
  } else if (replay.data) body = <JournalReplayResult result={replay.data} />;
  return (
    <div className="mb-10">
      <DetailSection
        title="Replay from the journal"
        description="Replays this account alone from the journal (its opening, every tick and day roll, its own commands) and compares each decision's evidence hash and the final figures with what is stored."
        actions={
          <BusyButton
            onClick={() => replay.mutate()}
            busy={replay.isPending}
            label={replay.data || replay.isError ? "Replay again" : "Replay from the journal"}
            busyLabel="Replaying…"
          />
        }
      >
        {body}
      </DetailSection>
    </div>
  );
}
