import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { appealFlag } from "../../services/integrity/appeal-flag";
import { integrityPolicyView } from "../../services/integrity/integrity-policy-view";
import { readAccountHolds } from "../../services/integrity/read-account-holds";
import { readAccountIntegrity } from "../../services/integrity/read-account-integrity";
import { readRegister } from "../../services/integrity/read-register";
import { recordDeviceSignal } from "../../services/integrity/record-device-signal";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { routeSchema } from "../route-schema";
import { accountErrors, accountParams } from "./account-params";

const tags = ["integrity"];
const flagParams = z.object({ id: z.string().min(1) });

/** The trader's side of integrity (issue 29): their flags, their appeal, their device signal. */
export const integrityRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/accounts/:id/integrity",
      {
        schema: routeSchema("GET /accounts/:id/integrity", {
          tags,
          params: accountParams,
          errors: accountErrors,
        }),
      },
      async (request) => readAccountIntegrity(ctx, currentUser(request).id, request.params.id),
    );
    app.get(
      "/integrity/holds",
      { schema: routeSchema("GET /integrity/holds", { tags, errors: errorResponses(401) }) },
      async (request) => readAccountHolds(ctx, currentUser(request).id),
    );
    app.post(
      "/integrity/flags/:id/appeal",
      {
        schema: routeSchema("POST /integrity/flags/:id/appeal", {
          tags,
          params: flagParams,
          errors: errorResponses(400, 401, 404, 409),
        }),
      },
      async (request) => ({
        flag: await appealFlag(ctx, currentUser(request).id, request.params.id, request.body),
      }),
    );
    app.post(
      "/account/device",
      {
        schema: routeSchema("POST /account/device", {
          tags,
          errors: { 204: z.null(), ...errorResponses(400, 401) },
        }),
      },
      async (request, reply) => {
        await recordDeviceSignal(ctx, currentUser(request).id, request.body);
        return reply.code(204).send(null);
      },
    );
  };

/** Public: the policy (for the rules page) and the register of withheld payouts and closures. */
export const publicIntegrityRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/integrity/policy",
      { schema: routeSchema("GET /integrity/policy", { tags }) },
      async (_request, reply) => {
        reply.header("cache-control", "public, max-age=300");
        return { policy: integrityPolicyView() };
      },
    );
    app.get(
      "/integrity/register",
      { schema: routeSchema("GET /integrity/register", { tags, errors: errorResponses(400) }) },
      async (request, reply) => {
        reply.header("cache-control", "public, max-age=60");
        return readRegister(ctx, request.query);
      },
    );
  };
