import { z } from "zod";

/**
 * The OpenAPI 3 document of the API. `GET /api/docs/json` (and the page at `/api/docs`) is the
 * public and trader API, for anyone; `GET /api/admin/docs/json` is the whole of it, back office
 * included, for admins only.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** Where the back office's routes live: what the public document leaves out. */
export const ADMIN_PATH_PREFIX = "/api/admin/";
