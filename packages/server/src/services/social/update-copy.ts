// Use case: change the limits of one of the follower's copyings (PATCH /api/copy-subscriptions/:id).
import type { CopySubscription, updateCopyBodySchema } from "@proparena/contracts/social";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { copySubscriptions } from "../../db/schema";
import { conflict } from "../../lib/http-error";
import type { ServiceContext } from "../service-context";
import { copySubscriptionView, ownSubscription } from "./copy-views";

/** Changes the limits of an active copying (the next copies follow them); 409 once stopped. */
export async function updateCopy(
  ctx: ServiceContext,
  userId: string,
  id: string,
  change: z.output<typeof updateCopyBodySchema>,
): Promise<CopySubscription> {
  const row = await ownSubscription(ctx.db, userId, id);
  if (row.status !== "active") throw conflict("This copying has stopped: start a new one.");
  const { excludedSymbols, ...limits } = change;
  const set = {
    ...Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)),
    ...(excludedSymbols ? { excludedSymbols: [...new Set(excludedSymbols)] } : {}),
  };
  if (Object.keys(set).length > 0) {
    await ctx.db.update(copySubscriptions).set(set).where(eq(copySubscriptions.id, id));
  }
  return copySubscriptionView(ctx.db, userId, id);
}
