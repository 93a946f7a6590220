import { eq } from "drizzle-orm";
import { users } from "../../db/schema";

/**
 * Public figures count traders only: an admin's own accounts (the Beta account every verified
 * user gets, test purchases) are operators' accounts, so the landing tiles, the tickers and the
 * leaderboards leave them out. Use it in a query that joins `users`.
 */
export const tradersOnly = eq(users.isAdmin, false);
