import type { PublicationResponse } from "@proparena/contracts/openbook";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { and, eq } from "drizzle-orm";
import { accounts, openbookPublications, users } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/is-uuid";
import { signalSecret } from "../integrity/signal-hash";
import type { ServiceContext } from "../service-context";
import { forgetOpenbookHeads } from "./list-openbook";
import { bookIdOf, isPublicBook } from "./public-books";

/** The owner's account with its publication, or the 404 of an unknown account for anyone else. */
async function ownBook(ctx: ServiceContext, userId: string, accountId: string) {
  const [row] = isUuid(accountId)
    ? await ctx.db
        .select({
          id: accounts.id,
          phase: accounts.phase,
          publicId: users.publicId,
          published: openbookPublications.accountId,
        })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .leftJoin(openbookPublications, eq(openbookPublications.accountId, accounts.id))
        .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
    : [];
  if (!row) throw notFound("Account not found");
  return row;
}

async function view(
  ctx: ServiceContext,
  book: { id: string; phase: string; publicId: string },
  published: boolean,
): Promise<PublicationResponse> {
  const alwaysPublic = book.phase === "funded";
  return {
    published: isPublicBook(book.phase, published),
    alwaysPublic,
    publicId: book.publicId,
    bookId: bookIdOf(await signalSecret(ctx.db), book.id),
  };
}

/** GET /api/accounts/:id/publication: whether the owner's book is public, and under which ids. */
export async function readPublication(
  ctx: ServiceContext,
  userId: string,
  accountId: string,
): Promise<PublicationResponse> {
  const book = await ownBook(ctx, userId, accountId);
  return view(ctx, book, book.published !== null);
}

/**
 * PUT /api/accounts/:id/publication: the owner publishes a Beta or challenge book, or stops
 * publishing it. A funded book is always public: unpublishing it is refused (422), nothing
 * changed.
 */
export async function setPublication(
  ctx: ServiceContext,
  userId: string,
  accountId: string,
  published: boolean,
): Promise<PublicationResponse> {
  const book = await ownBook(ctx, userId, accountId);
  if (book.phase === "funded") {
    if (!published) {
      throw new HttpError(
        ERROR_CODES.alwaysPublic,
        "A funded account's book is always public: it cannot be unpublished.",
      );
    }
    return view(ctx, book, true);
  }
  if (published) {
    await ctx.db
      .insert(openbookPublications)
      .values({ accountId: book.id, userId, publishedAt: ctx.clock.now() })
      .onConflictDoNothing();
  } else {
    await ctx.db.delete(openbookPublications).where(eq(openbookPublications.accountId, book.id));
  }
  forgetOpenbookHeads(ctx.db);
  return view(ctx, book, published);
}
