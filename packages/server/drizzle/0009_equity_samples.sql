CREATE TABLE "equity_samples" (
	"account_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"balance_cents" bigint NOT NULL,
	"equity_cents" bigint NOT NULL,
	CONSTRAINT "equity_samples_account_id_time_pk" PRIMARY KEY("account_id","time")
);
--> statement-breakpoint
ALTER TABLE "equity_samples" ADD CONSTRAINT "equity_samples_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;