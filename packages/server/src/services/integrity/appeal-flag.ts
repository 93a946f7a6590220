import type { IntegrityFlag } from "@proparena/contracts/integrity";
import type { z } from "zod";
import type { integrityAppealBodySchema } from "@proparena/contracts/integrity";
import { and, eq } from "drizzle-orm";
import { integrityFlags } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { filesByIds } from "../files/find-files-by-ids";
import { ownFiles } from "../files/list-own-files";
import type { ServiceContext } from "../service-context";
import { flagView } from "./flag-views";

const FLAG_NOT_FOUND = "Flag not found";

/**
 * POST /api/integrity/flags/:id/appeal: the trader answers their own open flag, once, with a
 * statement and files uploaded first with purpose "appeal". 404 for a flag that is not theirs,
 * 409 once it is appealed or decided, 400 for a file that is not their own appeal upload.
 */
export async function appealFlag(
  ctx: ServiceContext,
  userId: string,
  flagId: string,
  body: z.output<typeof integrityAppealBodySchema>,
): Promise<IntegrityFlag> {
  const [flag] = isUuid(flagId)
    ? await ctx.db
        .select()
        .from(integrityFlags)
        .where(and(eq(integrityFlags.id, flagId), eq(integrityFlags.userId, userId)))
    : [];
  if (!flag) throw notFound(FLAG_NOT_FOUND);
  if (flag.status !== "open") {
    throw conflict(`This flag is ${flag.status}: only an open flag can be appealed.`);
  }
  const ids = [...new Set(body.attachmentFileIds)];
  await ownFiles(
    ctx.db,
    userId,
    "appeal",
    Object.fromEntries(ids.map((id, i) => [`attachmentFileIds.${i}`, id])),
  );
  const [row] = await ctx.db
    .update(integrityFlags)
    .set({
      status: "appealed",
      appealStatement: body.statement,
      appealAttachments: ids,
      appealedAt: ctx.clock.now(),
    })
    .where(and(eq(integrityFlags.id, flag.id), eq(integrityFlags.status, "open")))
    .returning();
  if (!row) throw conflict("This flag changed meanwhile: only an open flag can be appealed.");
  return flagView(row, await filesByIds(ctx.db, ids));
}
