CREATE TABLE "funded_scaling" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"month_key" text NOT NULL,
	"month_profit_cents" bigint NOT NULL,
	"month_weeks" integer NOT NULL,
	"profitable_months" integer NOT NULL,
	"week_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "rule_set_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "funded_scaling" ADD CONSTRAINT "funded_scaling_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;