import { certificateResponseSchema } from "@proparena/contracts/certificates";
import { apiErrorSchema } from "@proparena/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error";
import { certificatePdf } from "../../services/certificates/certificate-pdf";
import { certificateById } from "../../services/certificates/find-certificate";
import type { ServiceContext } from "../../services/service-context";

const params = z.object({ id: z.string().min(1).max(64) });
const NOT_FOUND = "No certificate with this id";

/** Public: a certificate by its opaque id (the verification URL) and its PDF. */
export const certificateRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["certificates"];
    app.get(
      "/certificates/:id",
      {
        schema: {
          tags,
          params,
          response: { 200: certificateResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const certificate = await certificateById(ctx, request.params.id);
        if (!certificate) throw notFound(NOT_FOUND);
        reply.header("cache-control", "public, max-age=300");
        return { certificate };
      },
    );

    app.get(
      "/certificates/:id/certificate.pdf",
      {
        schema: {
          tags,
          params,
          response: {
            200: z.any().describe("The certificate as a PDF"),
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const certificate = await certificateById(ctx, request.params.id);
        if (!certificate) throw notFound(NOT_FOUND);
        const bytes = await certificatePdf(certificate, ctx.settings.productName);
        return reply
          .type("application/pdf")
          .header("cache-control", "public, max-age=86400")
          .header("content-disposition", `inline; filename="certificate-${certificate.id}.pdf"`)
          .send(Buffer.from(bytes));
      },
    );
  };
