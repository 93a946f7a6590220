import {
  adminDashboardQuerySchema,
  adminDashboardSchema,
} from "@proparena/contracts/admin-dashboard";
import {
  catalogueAvatarResponseSchema,
  catalogueAvatarsResponseSchema,
  createCatalogueAvatarBodySchema,
  discordSettingsResponseSchema,
  discordTestResponseSchema,
  updateCatalogueAvatarBodySchema,
  updateDiscordBodySchema,
} from "@proparena/contracts/admin-settings";
import {
  ADMIN_ACCOUNT_ACTIONS,
  ADMIN_RECORD_KINDS,
  ADMIN_USER_ACTIONS,
  adminAccountActionBodySchema,
  adminBalanceAdjustmentBodySchema,
  adminAccountActionResponseSchema,
  adminRecordResponseSchema,
  adminUserActionBodySchema,
  adminUserResponseSchema,
} from "@proparena/contracts/admin-users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict } from "../../lib/http-error";
import { actOnAccount } from "../../services/admin/account-admin";
import { adminDashboard } from "../../services/admin/admin-dashboard";
import { listAvatars } from "../../services/admin/list-avatars";
import { saveAvatar } from "../../services/admin/save-avatar";
import { tradingRecord } from "../../services/admin/trading-records";
import { actOnUser } from "../../services/admin/act-on-user";
import { adminUserDetail } from "../../services/admin/get-admin-user-detail";
import { postToDiscord } from "../../services/discord/post-to-discord";
import { discordSettings } from "../../services/discord/read-discord-settings";
import { storedDiscord } from "../../services/discord/stored-discord-settings";
import { updateDiscord } from "../../services/discord/update-discord-settings";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, currentUser, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { forwardToLeader } from "../forward-to-leader";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The back office's reads and acts (admins only, checked on the server): the dashboard, a
 * user and what may be done to them, operator acts on accounts, trading records with their
 * market, Discord and the avatar catalogue. Every act is audited.
 */
export const adminOpsRoutes =
  (ctx: ServiceContext, options: { startedAt: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);

    app.get(
      "/dashboard",
      {
        schema: {
          tags,
          querystring: adminDashboardQuerySchema,
          response: { 200: adminDashboardSchema, ...errors },
        },
      },
      async (request) => adminDashboard(ctx, request.query.days, { startedAt: options.startedAt }),
    );

    app.get(
      "/users/:id",
      { schema: { tags, params: idParams, response: { 200: adminUserResponseSchema, ...errors } } },
      async (request) => ({ user: await adminUserDetail(ctx, request.params.id) }),
    );
    for (const action of ADMIN_USER_ACTIONS) {
      app.post(
        `/users/:id/${action}`,
        {
          schema: {
            tags,
            params: idParams,
            body: adminUserActionBodySchema,
            response: { 200: adminUserResponseSchema, ...errors },
          },
        },
        async (request) => ({
          user: await actOnUser(ctx, currentUser(request), request.params.id, action, {
            ...request.body,
            ip: request.ip,
          }),
        }),
      );
    }

    // Operators' acts on trading accounts. The trading desk runs on the leading instance.
    for (const action of ADMIN_ACCOUNT_ACTIONS.filter((a) => a !== "adjust-balance")) {
      app.post(
        `/accounts/:id/${action}`,
        {
          schema: {
            tags,
            params: idParams,
            body: adminAccountActionBodySchema,
            response: { 200: adminAccountActionResponseSchema, ...errors },
          },
          preValidation: forwardToLeader(ctx.cluster),
        },
        async (request) =>
          actOnAccount(ctx, currentUser(request), request.params.id, action, {
            reason: request.body.reason,
            ip: request.ip,
          }),
      );
    }
    app.post(
      "/accounts/:id/adjust-balance",
      {
        schema: {
          tags,
          params: idParams,
          body: adminBalanceAdjustmentBodySchema,
          response: { 200: adminAccountActionResponseSchema, ...errors },
        },
        preValidation: forwardToLeader(ctx.cluster),
      },
      async (request) =>
        actOnAccount(ctx, currentUser(request), request.params.id, "adjust-balance", {
          reason: request.body.reason,
          amountCents: request.body.amountCents,
          ip: request.ip,
        }),
    );

    for (const kind of ADMIN_RECORD_KINDS) {
      app.get(
        `/records/${kind}/:id`,
        {
          schema: {
            tags,
            params: idParams,
            response: { 200: adminRecordResponseSchema, ...errors },
          },
        },
        async (request) => tradingRecord(ctx, kind, request.params.id),
      );
    }

    app.get(
      "/discord",
      { schema: { tags, response: { 200: discordSettingsResponseSchema, ...errors } } },
      async () => ({ discord: await discordSettings(ctx) }),
    );
    app.put(
      "/discord",
      {
        schema: {
          tags,
          body: updateDiscordBodySchema,
          response: { 200: discordSettingsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        discord: await updateDiscord(ctx, currentUser(request), request.body, {
          ip: request.ip,
        }),
      }),
    );
    app.post(
      "/discord/test",
      { schema: { tags, response: { 200: discordTestResponseSchema, ...errors } } },
      async (request) => {
        const { webhookUrl } = await storedDiscord(ctx.db);
        if (!webhookUrl) throw conflict("Save a webhook URL first.");
        return postToDiscord(
          webhookUrl,
          {
            content: `Test message from ${ctx.settings.productName}, sent by ${currentUser(request).email}.`,
          },
          ctx.settings.discordApiBase,
        );
      },
    );

    app.get(
      "/avatars",
      { schema: { tags, response: { 200: catalogueAvatarsResponseSchema, ...errors } } },
      async () => listAvatars(ctx, { enabledOnly: false }),
    );
    app.post(
      "/avatars",
      {
        schema: {
          tags,
          body: createCatalogueAvatarBodySchema,
          response: { 201: catalogueAvatarResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          avatar: await saveAvatar(ctx, currentUser(request), {
            create: request.body,
            ip: request.ip,
          }),
        }),
    );
    app.patch(
      "/avatars/:id",
      {
        schema: {
          tags,
          params: idParams,
          body: updateCatalogueAvatarBodySchema,
          response: { 200: catalogueAvatarResponseSchema, ...errors },
        },
      },
      async (request) => ({
        avatar: await saveAvatar(ctx, currentUser(request), {
          id: request.params.id,
          change: request.body,
          ip: request.ip,
        }),
      }),
    );
  };

/** The catalogue's enabled avatars, for a trader choosing one. */
export const avatarRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireUser } = authGuards(ctx);
    guardAllRoutes(app, requireUser);
    app.get(
      "/avatars",
      {
        schema: {
          tags: ["account"],
          response: { 200: catalogueAvatarsResponseSchema, ...errorResponses(401) },
        },
      },
      async () => listAvatars(ctx, { enabledOnly: true }),
    );
  };
