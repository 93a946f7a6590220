import { Alert } from "../../../../components/alert";
import { buttonClass } from "../../../../components/button-styles";
import { errorMessage } from "../../../../lib/api-client";
import { useTestDiscordWebhook } from "../../requests/test-discord-webhook";

/** Posts a test message to the saved webhook and says what Discord answered. */
export function DiscordTestMessage({ hasWebhook }: { hasWebhook: boolean }) {
  const test = useTestDiscordWebhook();

  let outcome = null;
  if (test.isSuccess) {
    const { ok, status, message } = test.data;
    const answer = status === null ? "No answer from Discord" : `HTTP ${status}`;
    outcome = ok ? (
      <Alert tone="success" title="Discord accepted the test message">
        {answer} · {message}
      </Alert>
    ) : (
      <Alert tone="error" title="The test message was not delivered">
        {answer} · {message}
      </Alert>
    );
  } else if (test.isError) {
    outcome = (
      <Alert tone="error" title="The test could not be sent">
        {errorMessage(test.error)}
      </Alert>
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => test.mutate()}
          disabled={!hasWebhook || test.isPending}
          className={buttonClass("secondary")}
        >
          {test.isPending ? "Sending…" : "Send test message"}
        </button>
        {!hasWebhook && (
          <p className="text-sm text-slate-400">Save a webhook first to send a test.</p>
        )}
      </div>
      <div aria-live="polite">{outcome}</div>
    </div>
  );
}
