import { apiErrorSchema } from "@proparena/contracts/errors";
import {
  FILE_NAME_HEADER,
  UPLOAD_PURPOSES,
  UPLOAD_RULES,
  uploadResponseSchema,
} from "@proparena/contracts/uploads";
import type { FastifyError, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "../../lib/http-error";
import { fileTooLarge } from "../../services/files/upload-checks";
import { readStoredFile } from "../../services/files/read-stored-file";
import { storeUpload } from "../../services/files/store-upload";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
};
const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));
const idParams = z.object({ id: z.string().min(1).max(64) });

function sendFile(
  reply: FastifyReply,
  found: Awaited<ReturnType<typeof readStoredFile>>,
  cache: string,
) {
  const { file, bytes } = found;
  const disposition = file.mimeType === "application/pdf" ? "attachment" : "inline";
  return (
    reply
      .header("content-type", file.mimeType)
      .header("content-length", bytes.length)
      .header(
        "content-disposition",
        `${disposition}; filename="${file.name.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header("cache-control", cache)
      // Whatever the bytes are, the browser runs nothing from them.
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(bytes)
  );
}

/**
 * Uploads (the body is the file's bytes, whatever the content type says) and the signed-in
 * download of a file: its owner or an admin.
 */
export const fileRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    // This plugin's bodies are raw bytes: no JSON parsing, however the request is labelled.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES },
      (_r, body, done) => done(null, body),
    );
    // A body over every purpose's cap is cut off while it arrives: FILE_TOO_LARGE, like one
    // over its own purpose's cap. Any other error goes on to the app's handler.
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw fileTooLarge(MAX_UPLOAD_BYTES);
      throw error;
    });
    const tags = ["files"];

    app.post(
      "/uploads/:purpose",
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags,
          description: `The body is the file's bytes (${FILE_NAME_HEADER}: its name, URI-encoded). The type is read from the bytes.`,
          params: z.object({ purpose: z.enum(UPLOAD_PURPOSES) }),
          response: { 201: uploadResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        if (request.params.purpose === "merch" && !user.isAdmin) throw forbidden("Admins only");
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const name = request.headers[FILE_NAME_HEADER];
        const file = await storeUpload(
          ctx,
          user,
          request.params.purpose,
          body,
          typeof name === "string" ? name : undefined,
        );
        return reply.status(201).send({ file });
      },
    );

    app.get(
      "/files/:id",
      {
        schema: { tags, params: idParams, response: { 401: apiErrorSchema, 404: apiErrorSchema } },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await readStoredFile(ctx, currentUser(request), request.params.id),
          "private, no-store",
        ),
    );
  };

/** Avatars and merch images: anyone may see them. */
export const publicFileRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/public/files/:id",
      { schema: { tags: ["files"], params: idParams, response: { 404: apiErrorSchema } } },
      async (request, reply) =>
        sendFile(
          reply,
          await readStoredFile(ctx, null, request.params.id),
          "public, max-age=86400",
        ),
    );
  };
