// Use cases: a trader's chart indicators (GET and PUT /api/chart/settings).
import { chartSettingsSchema, type ChartSettings } from "@proparena/contracts/arena-tools";
import { eq } from "drizzle-orm";
import { chartSettings } from "../../db/schema";
import type { ServiceContext } from "../service-context";

/** The trader's indicators; none until they save some. */
export async function readChartSettings(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
): Promise<ChartSettings> {
  const [row] = await ctx.db
    .select({ indicators: chartSettings.indicators })
    .from(chartSettings)
    .where(eq(chartSettings.userId, userId))
    .limit(1);
  // Stored through the same schema; one an older version could not read is left out.
  const parsed = chartSettingsSchema.safeParse({ indicators: row?.indicators ?? [] });
  return parsed.success ? parsed.data : { indicators: [] };
}

/** Replaces the trader's indicators (the body was checked by the route's schema). */
export async function saveChartSettings(
  ctx: Pick<ServiceContext, "db" | "clock">,
  userId: string,
  settings: ChartSettings,
): Promise<ChartSettings> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(chartSettings)
    .values({ userId, indicators: settings.indicators, updatedAt: now })
    .onConflictDoUpdate({
      target: chartSettings.userId,
      set: { indicators: settings.indicators, updatedAt: now },
    });
  return { indicators: settings.indicators };
}
