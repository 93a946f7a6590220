import { z } from "zod";

/** Every error the API answers with: `{message, code}`, plus `issues` for validation errors. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
