import { getToken } from "./auth-token";

/** Where the API lives on the site's own origin. */
export const API_ROOT = "/api";

export interface ApiIssue {
  path: string;
  message: string;
}

/** Codes the client adds for failures that never reached a JSON error body. */
export const CLIENT_ERROR_CODES = {
  network: "NETWORK_ERROR",
  badResponse: "BAD_RESPONSE",
} as const;

/**
 * Any failed API call: the server's `{message, code, issues?}` plus the HTTP status (0 = no
 * answer). `details` is the whole error body as sent, for the fields some answers add (a
 * sign-in's `attempt` and `codesLeft`, a wait's `retryAfterSeconds`): read it with the
 * contract's schema through `errorDetails`.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    message: string,
    options: {
      status: number;
      code: string;
      issues?: ApiIssue[];
      details?: Readonly<Record<string, unknown>>;
    },
  ) {
    super(message);
    this.name = "ApiRequestError";
    this.status = options.status;
    this.code = options.code;
    this.issues = options.issues ?? [];
    this.details = options.details ?? {};
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** A contract's zod schema, as far as `errorDetails` needs it. */
export interface ErrorBodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A failed call's error body read with its contract schema (e.g. `signinErrorSchema`), or
 * null when `error` is no API error or its body does not fit the schema.
 */
export function errorDetails<T>(error: unknown, schema: ErrorBodySchema<T>): T | null {
  if (!isApiRequestError(error)) return null;
  const parsed = schema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** A readable message for any thrown value. */
export function errorMessage(
  error: unknown,
  fallback = "Something went wrong. Please try again.",
): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What `send` sends: the typed client (api.ts) fills it from the route's options. */
export interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Sends a file's bytes as the body instead (uploads), its name in `x-file-name`. */
  file?: { blob: Blob; name: string };
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readIssues(value: unknown): ApiIssue[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (issue): issue is ApiIssue =>
      isRecord(issue) && typeof issue.path === "string" && typeof issue.message === "string",
  );
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** How a request leaves: the browser's fetch, or the server's own routes when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Sends every later request through `next` (entry-server.tsx answers them in process). */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * Sends `/api` + `path` with the bearer token; a non-2xx answer throws ApiRequestError. The
 * typed client (api.ts) builds the path from its route and reads the answer.
 */
export async function send(
  path: string,
  options: ApiRequestOptions,
  accept: string,
): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const init: RequestInit = { method: options.method ?? "GET", headers };
  if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    init.body = JSON.stringify(options.body);
  } else if (options.file) {
    headers.set("Content-Type", "application/octet-stream");
    headers.set("x-file-name", encodeURIComponent(options.file.name));
    init.body = options.file.blob;
  }
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await transport(`${API_ROOT}${path}`, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiRequestError("Could not reach the server. Check your connection and try again.", {
      status: 0,
      code: CLIENT_ERROR_CODES.network,
    });
  }
  if (response.ok) return response;

  const body = await readBody(response);
  if (isRecord(body) && typeof body.message === "string") {
    throw new ApiRequestError(body.message, {
      status: response.status,
      code: typeof body.code === "string" ? body.code : CLIENT_ERROR_CODES.badResponse,
      issues: readIssues(body.issues),
      details: body,
    });
  }
  throw new ApiRequestError(
    `The server answered with an error (HTTP ${response.status}). Please try again.`,
    {
      status: response.status,
      code: CLIENT_ERROR_CODES.badResponse,
    },
  );
}
