import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { ApiError } from "@proparena/contracts/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error";
import { ERROR_STATUS } from "./error-statuses";
import { TOO_MANY } from "./rate-limits";

type Validation = NonNullable<FastifyError["validation"]>;

function validationBody(validation: Validation): ApiError {
  const issues = validation.map((v) => {
    const path = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message =
      path === "" ? "Request body must be a JSON object" : (v.message ?? "Invalid value");
    return { path, message };
  });
  return { message: issues[0]?.message ?? "Invalid request", code: ERROR_CODES.validation, issues };
}

/**
 * Turns every error into `{message, code}` with the right status (a service's error: the one its
 * code maps to); never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.extra?.headers) reply.headers(error.extra.headers);
      return reply.status(ERROR_STATUS[error.code]).send({
        message: error.message,
        code: error.code,
        ...(error.issues ? { issues: error.issues } : {}),
        ...error.extra?.body,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send(validationBody(error.validation as Validation));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        message: TOO_MANY,
        code: ERROR_CODES.rateLimited,
      });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      return reply
        .status(400)
        .send({ message: "The request body is not valid JSON", code: ERROR_CODES.badRequest });
    }
    if (status < 500) {
      return reply.status(status).send({ message: error.message, code: ERROR_CODES.badRequest });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({
      message: "Something went wrong on our side. Please try again.",
      code: ERROR_CODES.internal,
    });
  });
}
