import { isApiRequestError, type ApiIssue } from "./api-client";

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** First message per top-level field of a failed zod parse. */
/** The part of a ZodError this needs (kept structural so web does not import zod itself). */
export interface ValidationFailure {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export function zodFieldErrors<K extends string>(error: ValidationFailure): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form") as K;
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** Server validation issues (`{path, message}`) keyed the same way. */
export function issueFieldErrors<K extends string>(issues: ApiIssue[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = (issue.path.split(".")[0] || "form") as K;
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** Whether an API refusal names one of `fields`: it is shown at the field, not in an alert. */
export function refusedAtField(error: unknown, fields: readonly string[]): boolean {
  return (
    isApiRequestError(error) &&
    error.issues.some((issue) => fields.includes(issue.path.split(".")[0] ?? ""))
  );
}
