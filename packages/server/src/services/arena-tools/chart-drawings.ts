// Use cases: the lines a trader drew on a symbol's chart (GET, POST /api/chart/drawings,
// DELETE /api/chart/drawings/:id).
import {
  MAX_DRAWINGS_PER_SYMBOL,
  type createDrawingBodySchema,
  type Drawing,
} from "@proparena/contracts/arena-tools";
import { and, asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import { chartDrawings } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-error";
import type { ServiceContext } from "../service-context";
import { drawingView } from "./arena-tools-views";
import { knownSymbol } from "./known-symbol";

/** The trader's drawings on one symbol, oldest first. */
export async function listDrawings(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
  symbol: string,
): Promise<{ drawings: Drawing[] }> {
  const rows = await ctx.db
    .select()
    .from(chartDrawings)
    .where(and(eq(chartDrawings.userId, userId), eq(chartDrawings.symbol, knownSymbol(symbol))))
    .orderBy(asc(chartDrawings.createdAt), asc(chartDrawings.id));
  return { drawings: rows.map(drawingView) };
}

/** Keeps a new drawing; at most MAX_DRAWINGS_PER_SYMBOL on a symbol (409 past it). */
export async function createDrawing(
  ctx: Pick<ServiceContext, "db" | "clock">,
  userId: string,
  body: z.output<typeof createDrawingBodySchema>,
): Promise<Drawing> {
  const symbol = knownSymbol(body.symbol);
  const row = await ctx.db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ n: count() })
      .from(chartDrawings)
      .where(and(eq(chartDrawings.userId, userId), eq(chartDrawings.symbol, symbol)));
    if ((kept?.n ?? 0) >= MAX_DRAWINGS_PER_SYMBOL) {
      throw conflict(
        `You have ${MAX_DRAWINGS_PER_SYMBOL} drawings on ${symbol}: delete one before drawing another.`,
      );
    }
    const [made] = await tx
      .insert(chartDrawings)
      .values({
        userId,
        symbol,
        kind: body.kind,
        points: body.points,
        color: body.color ?? null,
        createdAt: ctx.clock.now(),
      })
      .returning();
    return made!;
  });
  return drawingView(row);
}

/** Deletes one of the trader's drawings (404 for anyone else's) and answers it. */
export async function deleteDrawing(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
  drawingId: string,
): Promise<Drawing> {
  const [row] = await ctx.db
    .delete(chartDrawings)
    .where(and(eq(chartDrawings.id, drawingId), eq(chartDrawings.userId, userId)))
    .returning();
  if (!row) throw notFound("Drawing not found");
  return drawingView(row);
}
