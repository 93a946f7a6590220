import { apiErrorSchema } from "@proparena/contracts/errors";
import { z } from "zod";

/** The route parameters and error answers every /accounts/:id route shares. */
export const accountParams = z.object({ id: z.string().min(1) });
export const accountErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
