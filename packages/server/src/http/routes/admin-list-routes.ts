import {
  ADMIN_LIST_NAMES,
  ADMIN_LIST_ROW_SCHEMAS,
  ADMIN_LIST_PAGE_SCHEMAS,
  adminListQuerySchema,
  type AdminListQuery,
} from "@proparena/contracts/admin-lists";
import type { FastifyInstance, preValidationHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { toCsv } from "../../lib/csv";
import { ADMIN_LIST_DEFINITIONS } from "../../services/admin/lists/all-lists";
import { readList, type ListDefinition } from "../../services/admin/lists/list-engine";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";

const errors = errorResponses(400, 401, 403);
/** A CSV export reads at most this many rows (in pages of 100). */
const CSV_MAX_ROWS = 10_000;

/** The admin lists (DESIGN §10): one shape for all, admins only, checked on the server. */
export const adminListRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    for (const name of ADMIN_LIST_NAMES) {
      // One list's definition; the loop's union of them is read through the common shape.
      const list = ADMIN_LIST_DEFINITIONS[name] as ListDefinition<{ id: string }, unknown>;
      registerAdminList(app, ctx, `/lists/${name}`, list, {
        page: ADMIN_LIST_PAGE_SCHEMAS[name],
        row: ADMIN_LIST_ROW_SCHEMAS[name],
      });
    }
  };

/**
 * One admin list at `path` (its page) and `path.csv` (its export), in the back office's shape:
 * keyset pages, allow-listed sorts and filters, search, CSV of at most 10,000 rows.
 */
export function registerAdminList(
  app: FastifyInstance,
  ctx: ServiceContext,
  path: string,
  list: ListDefinition<{ id: string }, unknown>,
  schemas: { page: z.ZodType; row: z.ZodObject },
  routeOptions: { preValidation?: preValidationHookHandler } = {},
): void {
  const name = path.split("/").at(-1)!;
  app.get(
    path,
    {
      schema: {
        tags: ["admin"],
        querystring: adminListQuerySchema,
        response: { 200: schemas.page, ...errors },
      },
      ...routeOptions,
    },
    // The union of the lists' rows: each list's own schema checks its answer.
    async (request) => (await readList(ctx.db, list, request.query as AdminListQuery)) as never,
  );
  app.get(
    `${path}.csv`,
    { schema: { tags: ["admin"], querystring: adminListQuerySchema }, ...routeOptions },
    async (request, reply) => {
      const query = request.query as AdminListQuery;
      const rows: Record<string, unknown>[] = [];
      // From the first page, or from the one a cursor names (checked like any cursor).
      let cursor = query.cursor;
      do {
        const page = await readList(ctx.db, list, { ...query, limit: 100, cursor });
        rows.push(...(page.items as Record<string, unknown>[]));
        cursor = page.nextCursor ?? undefined;
      } while (cursor && rows.length < CSV_MAX_ROWS);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}.csv"`)
        .header("cache-control", "private, no-store")
        .send(toCsv(Object.keys(schemas.row.shape), rows.slice(0, CSV_MAX_ROWS)));
    },
  );
}
