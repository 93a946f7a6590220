import type { z } from "zod";
import type { deviceSignalBodySchema } from "@proparena/contracts/integrity";
import type { ServiceContext } from "../service-context";
import { recordSignal } from "./record-signal";

/**
 * POST /api/account/device: the browser's device id, kept hashed as the person's device signal.
 * The coarse fingerprint is accepted but not kept: as a second device value it would count one
 * computer twice (two device links score 0.91 and hold, where the policy says a shared computer
 * alone, a family's, is only flagged), and strangers with the same browser share it.
 */
export async function recordDeviceSignal(
  ctx: ServiceContext,
  userId: string,
  body: z.output<typeof deviceSignalBodySchema>,
): Promise<void> {
  await recordSignal(ctx, userId, "device", body.deviceId);
}
