import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { replayAccountJournal } from "../../services/admin/journal-replay/replay-account-journal";
import type { ServiceContext } from "../../services/service-context";
import { authGuards, guardAllRoutes } from "../auth-guard";
import { errorResponses } from "../error-responses";
import { routeSchema } from "../route-schema";

const tags = ["admin"];
const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The audit of a disputed account (issue 33): its history replayed from the desk's journal and
 * compared with the tables, for admins. A POST: it is CPU work of seconds, never cached. It
 * reads the journal and the tables only, so any instance serves it (no forwarding to the leader).
 */
export const adminJournalReplayRoutes =
  (ctx: ServiceContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { requireAdmin } = authGuards(ctx);
    guardAllRoutes(app, requireAdmin);
    app.post(
      "/accounts/:id/journal-replay",
      {
        schema: routeSchema("POST /admin/accounts/:id/journal-replay", {
          tags,
          description:
            "Replays the account from the journal up to the entry the tables hold and compares its decisions (evidence hashes) and final figures with the stored ones. 409 while another replay runs on this server, or when the history is too long to replay in a request.",
          params: idParams,
          errors: errorResponses(401, 403, 404, 409),
        }),
      },
      async (request) => replayAccountJournal(ctx, request.params.id),
    );
  };
