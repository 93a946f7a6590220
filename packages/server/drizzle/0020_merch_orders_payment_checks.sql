CREATE TABLE "merch_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"item_id" uuid,
	"item_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"ship_name" text NOT NULL,
	"ship_line1" text NOT NULL,
	"ship_line2" text,
	"ship_city" text NOT NULL,
	"ship_region" text,
	"ship_postal_code" text NOT NULL,
	"ship_country" text NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "product" text DEFAULT 'challenge' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merch_orders" ADD CONSTRAINT "merch_orders_id_purchases_id_fk" FOREIGN KEY ("id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_orders" ADD CONSTRAINT "merch_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merch_orders" ADD CONSTRAINT "merch_orders_item_id_merch_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."merch_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merch_orders_created_idx" ON "merch_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "merch_orders_amount_idx" ON "merch_orders" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "merch_orders_status_created_idx" ON "merch_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "merch_orders_user_created_idx" ON "merch_orders" USING btree ("user_id","created_at");