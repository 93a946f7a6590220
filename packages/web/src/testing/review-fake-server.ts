import { makeUser, type FakeApi, type FakeResponse } from "./fake-api";

/** The admin every review-queue test signs in as. */
export const reviewAdmin = makeUser({
  id: "u_admin",
  email: "admin@example.com",
  name: "Ada Admin",
  isAdmin: true,
});

/** A 400 VALIDATION_ERROR naming the fields, as the server answers a bad body. */
export function reviewValidationError(issues: { path: string; message: string }[]): FakeResponse {
  return {
    status: 400,
    body: { message: issues[0]?.message ?? "Invalid request", code: "VALIDATION_ERROR", issues },
  };
}

/** Zod issues as the server's `{path, message}` list. */
export function reviewZodError(error: {
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
}): FakeResponse {
  return reviewValidationError(
    error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

export function reviewConflict(message: string, code = "CONFLICT"): FakeResponse {
  return { status: 409, body: { message, code } };
}

export const reviewNotFound: FakeResponse = {
  status: 404,
  body: { message: "Not found", code: "NOT_FOUND" },
};

/** Serves a stored file's bytes at its url, as GET /files/:id does for admins. */
export function serveReviewFile(api: FakeApi, file: { url: string; name: string }) {
  api.on(`GET ${file.url}`, () => ({ status: 200, body: `bytes of ${file.name}` }));
}

/** Keyset-like paging over a sorted list: the cursor is the index of the next item. */
export function pageOf<T>(
  items: readonly T[],
  search: URLSearchParams,
  pageSize: number,
): { page: T[]; nextCursor: string | null } {
  const limit = Math.min(Number(search.get("limit") ?? 50) || 50, pageSize);
  const start = Number(search.get("cursor") ?? 0) || 0;
  const page = items.slice(start, start + limit);
  const next = start + limit;
  return { page, nextCursor: next < items.length ? String(next) : null };
}
