import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, createdAt, updatedAt, uuidPrimaryKey } from "./columns";

// Who signs in: users, their sessions, e-mail tokens, sign-in attempts and recovery codes.

export const users = pgTable(
  "users",
  {
    id: uuidPrimaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    emailVerifiedAt: at("email_verified_at"),
    /** Profile: ISO 3166-1 alpha-2 country, one of its regions, the IANA zone to show times in. */
    country: text("country").notNull().default("US"),
    region: text("region"),
    timeZone: text("time_zone").notNull().default("UTC"),
    /** The resized avatar (a stored file of purpose "avatar"), or null. */
    avatarFileId: uuid("avatar_file_id"),
    /** Set while an admin has suspended the account: no sign-in, no sessions. */
    suspendedAt: at("suspended_at"),
    /** Shown by name on public pages; otherwise as "Anonymous trader". */
    publicProfile: boolean("public_profile").notNull().default(true),
    /** The trader's id on public pages (openbook, follow links): 12 random hex digits, never
     * derived from the user id. */
    publicId: text("public_id")
      .notNull()
      .default(sql`substr(md5(gen_random_uuid()::text), 1, 12)`),
    /** Optional e-mails and app behaviour (contracts `Preferences`); missing keys take defaults. */
    preferences: jsonb("preferences").$type<Record<string, boolean>>().notNull().default({}),
    /** TOTP two-factor sign-in: the confirmed secret (base32), when it was turned on, and the
     * last time step accepted (a code is never accepted twice). */
    totpSecret: text("totp_secret"),
    totpEnabledAt: at("totp_enabled_at"),
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** A secret shown for scanning, until its first code confirms it. */
    totpPendingSecret: text("totp_pending_secret"),
    /** Wrong second-factor codes since the last right one, from any address; past a few, the
     * account's next code waits until `secondFactorBlockedUntil` (a growing delay). */
    secondFactorFailures: integer("second_factor_failures").notNull().default(0),
    secondFactorBlockedUntil: at("second_factor_blocked_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_public_id_unique").on(t.publicId),
    // Admin lists: prefix search on e-mail and name, keyset pages by date.
    index("users_email_prefix_idx").on(sql`lower(${t.email}) text_pattern_ops`),
    index("users_name_prefix_idx").on(sql`lower(${t.name}) text_pattern_ops`),
    index("users_created_idx").on(t.createdAt, t.id),
  ],
);

/** A row that is the user's own: their id, and the row goes when they do. */
export const belongsToUser = (name = "user_id") =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Bearer sessions. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    tokenHash: text("token_hash").notNull(),
    /** The absolute end of the session, however active it is (SESSION_TTL_HOURS). */
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    /** Last request seen (to a few minutes): a session idle past SESSION_IDLE_HOURS ends. */
    lastUsedAt: at("last_used_at").notNull().defaultNow(),
    /** The browser's user agent and the address at sign-in (the settings page lists them). */
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_unique").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
  ],
);
/**
 * One row whose epoch goes up, when its transaction commits, with every change to a user and
 * every change to a session but its use (triggers, migration 0030): a session cached for a few
 * seconds is served again while the epoch it was read at is still the epoch, instead of being
 * read again (services/auth/sessions.ts). Changes made by other instances, the admin CLI or any
 * code path are seen the same way.
 */
export const authEpoch = pgTable("auth_epoch", {
  id: integer("id").primaryKey(),
  epoch: bigint("epoch", { mode: "number" }).notNull(),
});

/**
 * Single-use tokens sent by email: verify the address, reset the password, move the account to
 * a new address, or undo such a move (sent to the old address).
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    purpose: text("purpose", {
      enum: ["verify_email", "reset_password", "change_email", "revert_email"],
    }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address a change_email link moves the account to (a revert_email link: back to). */
    newEmail: text("new_email"),
    /** The account's address when the link was made: the link works only while it still is. */
    accountEmail: text("account_email"),
    /** A sign-up's own credentials, which its verification link (and only it) activates. */
    passwordHash: text("password_hash"),
    name: text("name"),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_tokens_token_hash_unique").on(t.tokenHash),
    index("email_tokens_user_idx").on(t.userId),
  ],
);

/**
 * A sign-in whose password was right, waiting for its second factor: a few wrong codes end it.
 * Only the SHA-256 of its token is kept.
 */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    tokenHash: text("token_hash").notNull(),
    /** Codes tried on it (a try counts before its code is checked, so parallel tries count). */
    tries: integer("tries").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    /** Set when it signed in, ran out of tries, or a credential event ended it. */
    endedAt: at("ended_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sign_in_attempts_token_hash_unique").on(t.tokenHash),
    index("sign_in_attempts_user_idx").on(t.userId),
  ],
);

/** Single-use two-factor recovery codes (only their SHA-256 is kept). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);
