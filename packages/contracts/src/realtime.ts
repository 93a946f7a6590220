import { z } from "zod";

export const authenticatePayloadSchema = z.object({ token: z.string().min(1) });
export type AuthenticatePayload = z.infer<typeof authenticatePayloadSchema>;
