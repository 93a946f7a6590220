import { z } from "zod";

/** Every error the API answers with: `{message, code}`, plus `issues` for validation errors. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  validation: "VALIDATION_ERROR",
  badRequest: "BAD_REQUEST",
  tokenInvalid: "TOKEN_INVALID",
  invalidCredentials: "INVALID_CREDENTIALS",
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  conflict: "CONFLICT",
  rateLimited: "RATE_LIMITED",
  linkInvalid: "LINK_INVALID",
  internal: "INTERNAL_ERROR",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The exact message of spec §8 for a missing, expired, revoked or garbage token. */
export const TOKEN_INVALID_MESSAGE = "Token is invalid";
/** The exact message of spec §4 for a good token. */
export const TOKEN_VALID_MESSAGE = "Token is valid";
