import { buttonClass } from "../button-styles";
import { ErrorState } from "../error-state";
import { errorMessage, isApiRequestError } from "../../lib/api-client";
import { humanize } from "../../lib/admin-format";

/**
 * Why a list could not be loaded. A 400 names the search, sort or filter the server refused
 * (e.g. from an edited or outdated link): it is listed in words with a way back to the default
 * view; other failures offer a retry.
 */
export function ListError({
  error,
  noun,
  onRetry,
  onReset,
}: {
  error: unknown;
  noun: string;
  onRetry: () => void;
  onReset: () => void;
}) {
  if (isApiRequestError(error) && error.status === 400) {
    return (
      <ErrorState title="This view of the list is not valid" message={error.message}>
        {error.issues.length > 0 && (
          <ul className="w-full list-disc space-y-1 pl-5 text-sm">
            {error.issues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>
                {issue.path ? <strong>{humanize(issue.path)}: </strong> : null}
                {issue.message}
              </li>
            ))}
          </ul>
        )}
        <button type="button" onClick={onReset} className={buttonClass("secondary", "sm")}>
          Reset the view
        </button>
      </ErrorState>
    );
  }
  return (
    <ErrorState
      title={`The ${noun} could not be loaded`}
      message={errorMessage(error)}
      onRetry={onRetry}
    />
  );
}
