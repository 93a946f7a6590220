import { send } from "./api-client";
import { routeRequest, type AnyOptions, type ApiFileRoute, type ApiOptions } from "./api";

/** A file the API answered (CSV, PDF, a stored file): its bytes and the server's name for it. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** The file name a Content-Disposition header suggests, if any. */
export function filenameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? null;
}

/**
 * GETs a file route with the bearer token (a plain link could not send it), asking for
 * `accept`; errors as `api` (an ApiRequestError). Kept apart from api.ts so pages that
 * download nothing do not load it.
 */
export async function apiFile<K extends ApiFileRoute>(
  route: K,
  options: ApiOptions<K> & { accept?: string },
): Promise<ApiFile> {
  const given = options as AnyOptions & { accept?: string };
  const [method, path] = routeRequest(route, given);
  const response = await send(path, { method, signal: given.signal }, given.accept ?? "*/*");
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get("Content-Disposition")),
  };
}
