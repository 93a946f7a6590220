import pino, { type DestinationStream, type Logger } from "pino";

/** Request and body fields whose values never reach the log. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.currentPassword",
  "*.newPassword",
  "*.passwordHash",
  "*.token",
  "*.tokenHash",
  "*.secret",
];

const SECRET_TEXT: ReadonlyArray<[RegExp, string]> = [
  // argon2 password hashes, e.g. inside a failed query's parameters.
  [/\$argon2(?:id|i|d)\$[^\s,'"]+/g, "[password hash]"],
  // Bearer tokens, link tokens and their hashes (64 hex digits).
  [/\b[0-9a-f]{64}\b/g, "[token]"],
  // The parameter list drizzle appends to a failed query's message.
  [/\nparams: .*/g, "\nparams: [redacted]"],
];

/** Takes secrets out of free text (error messages and stacks), which path redaction cannot reach. */
export function scrubSecrets(text: string): string {
  return SECRET_TEXT.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

function scrubbedError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const clean = (value: unknown): unknown =>
    typeof value === "string"
      ? scrubSecrets(value)
      : Array.isArray(value)
        ? value.map(clean)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]))
          : value;
  return clean(serialized) as Record<string, unknown>;
}

/**
 * The server's logger: secrets in headers and bodies are redacted by path, and error messages
 * and stacks are scrubbed of password hashes, tokens and query parameters.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { err: scrubbedError, error: scrubbedError },
    },
    destination,
  );
}
