CREATE TABLE "integrity_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"flag_key" text NOT NULL,
	"account_id" uuid,
	"user_id" uuid NOT NULL,
	"score" double precision NOT NULL,
	"threshold" double precision NOT NULL,
	"hold_at" double precision NOT NULL,
	"hold" boolean NOT NULL,
	"policy_version" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"evidence_hash" text NOT NULL,
	"other_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"appeal_statement" text,
	"appeal_attachments" jsonb,
	"appealed_at" timestamp with time zone,
	"decision_outcome" text,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integrity_payout_holds" (
	"credit_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"flag_ids" jsonb NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integrity_signals" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integrity_flags" ADD CONSTRAINT "integrity_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_flags" ADD CONSTRAINT "integrity_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_payout_holds" ADD CONSTRAINT "integrity_payout_holds_credit_id_payout_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."payout_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrity_signals" ADD CONSTRAINT "integrity_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integrity_flags_key_unique" ON "integrity_flags" USING btree ("flag_key");--> statement-breakpoint
CREATE INDEX "integrity_flags_account_idx" ON "integrity_flags" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "integrity_flags_user_idx" ON "integrity_flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "integrity_flags_score_idx" ON "integrity_flags" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "integrity_flags_raised_idx" ON "integrity_flags" USING btree ("raised_at","id");--> statement-breakpoint
CREATE INDEX "integrity_flags_updated_idx" ON "integrity_flags" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "integrity_flags_decided_idx" ON "integrity_flags" USING btree ("decided_at","id") WHERE "integrity_flags"."decision_outcome" in ('payout-withheld', 'account-closed');--> statement-breakpoint
CREATE INDEX "integrity_payout_holds_user_idx" ON "integrity_payout_holds" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "integrity_signals_unique" ON "integrity_signals" USING btree ("user_id","kind","value_hash");--> statement-breakpoint
CREATE INDEX "integrity_signals_value_idx" ON "integrity_signals" USING btree ("kind","value_hash");--> statement-breakpoint
CREATE INDEX "integrity_signals_last_seen_idx" ON "integrity_signals" USING btree ("last_seen_at");