import { isApiRequestError } from "../../../../lib/api-client";

/** Whether a refusal names one of `fields`: it is shown at the field, not in an alert. */
export function refusedAtField(error: unknown, fields: readonly string[]): boolean {
  return (
    isApiRequestError(error) &&
    error.issues.some((issue) => fields.includes(issue.path.split(".")[0] ?? ""))
  );
}
