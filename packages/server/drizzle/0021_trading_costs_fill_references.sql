CREATE TABLE "swap_charges" (
	"position_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"volume" double precision NOT NULL,
	"nights" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "swap_charges_position_id_time_pk" PRIMARY KEY("position_id","time")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference_bid" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference_ask" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference_venue" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "commission_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "swap_per_night_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_histories" ADD COLUMN "commission_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_histories" ADD COLUMN "swap_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_histories" ADD COLUMN "close_reference_bid" double precision;--> statement-breakpoint
ALTER TABLE "trade_histories" ADD COLUMN "close_reference_ask" double precision;--> statement-breakpoint
ALTER TABLE "trade_histories" ADD COLUMN "close_reference_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_histories" ADD COLUMN "close_reference_venue" text;--> statement-breakpoint
ALTER TABLE "swap_charges" ADD CONSTRAINT "swap_charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_charges_account_idx" ON "swap_charges" USING btree ("account_id","time");--> statement-breakpoint
CREATE INDEX "swap_charges_time_idx" ON "swap_charges" USING btree ("time");--> statement-breakpoint
CREATE INDEX "orders_reference_filled_idx" ON "orders" USING btree ("filled_at") WHERE "orders"."reference_time" is not null;--> statement-breakpoint
CREATE INDEX "trade_histories_reference_close_idx" ON "trade_histories" USING btree ("close_time") WHERE "trade_histories"."close_reference_time" is not null;