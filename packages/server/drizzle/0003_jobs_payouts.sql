CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"summary" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "payout_credits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"week_key" text NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"figure" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"proof" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_weeks" (
	"week_key" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"budget_cents" bigint NOT NULL,
	"jackpot_cents" bigint NOT NULL,
	"winners_profit_cents" bigint NOT NULL,
	"payout_pool_cents" bigint NOT NULL,
	"multiplier_percent" integer NOT NULL,
	"paid_cents" bigint NOT NULL,
	"emergency_cents" bigint NOT NULL,
	"jackpot_paid_cents" bigint NOT NULL,
	"cumulative_cents" bigint NOT NULL,
	"merkle_root" text,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_start_balances" (
	"week_key" text NOT NULL,
	"account_id" uuid NOT NULL,
	"balance_cents" bigint NOT NULL,
	CONSTRAINT "week_start_balances_week_key_account_id_pk" PRIMARY KEY("week_key","account_id")
);
--> statement-breakpoint
ALTER TABLE "payout_credits" ADD CONSTRAINT "payout_credits_week_key_payout_weeks_week_key_fk" FOREIGN KEY ("week_key") REFERENCES "public"."payout_weeks"("week_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_credits" ADD CONSTRAINT "payout_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_start_balances" ADD CONSTRAINT "week_start_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_period_unique" ON "job_runs" USING btree ("job","period_key");--> statement-breakpoint
CREATE INDEX "job_runs_finished_idx" ON "job_runs" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "payout_credits_week_idx" ON "payout_credits" USING btree ("week_key");--> statement-breakpoint
CREATE INDEX "payout_credits_user_idx" ON "payout_credits" USING btree ("user_id");