import {
  ADMIN_PATH_PREFIX,
  openApiDocumentSchema,
  type OpenApiDocument,
} from "@proparena/contracts/api-docs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";

/**
 * The OpenAPI document as the public page serves it (`/api/docs`, `/api/docs/json`): the public
 * and trader API, without the back office's routes, which only admins may read.
 */
export function publicApiDocument(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => !path.startsWith(ADMIN_PATH_PREFIX)),
  );
  const description = `${String(document.info.description ?? "")} The back office's routes are documented for admins at GET ${ADMIN_PATH_PREFIX}docs/json.`;
  return { ...document, info: { ...document.info, description: description.trim() }, paths };
}

/** The whole OpenAPI document, back office included: admins only, checked on the server. */
export const adminDocsRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    app.get(
      "/docs/json",
      {
        schema: {
          tags: ["admin"],
          description: "The whole API document, the back office's routes included.",
          response: { 200: openApiDocumentSchema, ...errorResponses(401, 403) },
        },
      },
      async () => app.swagger() as OpenApiDocument,
    );
  };
