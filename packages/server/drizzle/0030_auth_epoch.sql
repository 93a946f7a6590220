-- The session caches' change counter (db/schema/auth.ts authEpoch): bumped when a transaction that changed
-- a user, or a session other than by its use (last_used_at), commits (deferred constraint
-- triggers take the row's lock last, at commit, so two such transactions never deadlock on it).
CREATE TABLE "auth_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"epoch" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "epoch") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_auth_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_bump_auth_epoch" AFTER UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_bump_auth_epoch" AFTER UPDATE OF "user_id", "token_hash", "expires_at", "revoked_at" OR DELETE ON "sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
CREATE TRIGGER "users_truncate_bumps_auth_epoch" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
CREATE TRIGGER "sessions_truncate_bumps_auth_epoch" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
