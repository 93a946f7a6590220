import { ERROR_CODES } from "@proparena/contracts/error-codes";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-error";
import { ERROR_STATUS } from "./error-statuses";
import { TOO_MANY } from "./rate-limits";

type Validation = NonNullable<FastifyError["validation"]>;

function validationError(validation: Validation): HttpError {
  const issues = validation.map((v) => {
    const path = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message =
      path === "" ? "Request body must be a JSON object" : (v.message ?? "Invalid value");
    return { path, message };
  });
  return new HttpError(ERROR_CODES.validation, issues[0]?.message ?? "Invalid request", issues);
}

/** The answer to an error with a code: the status the code maps to, `{message, code, ...}`. */
function answer(reply: FastifyReply, error: HttpError) {
  if (error.extra?.headers) reply.headers(error.extra.headers);
  return reply.status(ERROR_STATUS[error.code]).send({
    message: error.message,
    code: error.code,
    ...(error.issues ? { issues: error.issues } : {}),
    ...error.extra?.body,
  });
}

/**
 * Turns every error into `{message, code}` with the right status (the one its code maps to,
 * http/error-statuses.ts; Fastify's own 4xx keep theirs); never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return answer(reply, error);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return answer(reply, validationError(error.validation as Validation));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return answer(reply, new HttpError(ERROR_CODES.rateLimited, TOO_MANY));
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      const message = "The request body is not valid JSON";
      return answer(reply, new HttpError(ERROR_CODES.badRequest, message));
    }
    if (status < 500) {
      return reply.status(status).send({ message: error.message, code: ERROR_CODES.badRequest });
    }
    request.log.error({ err: error }, "unhandled error");
    const message = "Something went wrong on our side. Please try again.";
    return answer(reply, new HttpError(ERROR_CODES.internal, message));
  });
}
