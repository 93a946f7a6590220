import { z } from "zod";

/** Every error the API answers with: `{message, code}`, plus `issues` for validation errors. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** With a 429 or 503 that says when to try again (also the Retry-After header). */
  retryAfterSeconds: z.number().int().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
