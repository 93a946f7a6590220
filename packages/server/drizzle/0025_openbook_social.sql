CREATE TABLE "copy_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" uuid NOT NULL,
	"trader_id" uuid NOT NULL,
	"source_account_id" uuid NOT NULL,
	"target_account_id" uuid NOT NULL,
	"size_multiplier" double precision DEFAULT 1 NOT NULL,
	"risk_per_trade_percent" double precision NOT NULL,
	"daily_loss_cap_cents" bigint NOT NULL,
	"stop_equity_cents" bigint,
	"excluded_symbols" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"stop_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "copy_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"source_position_id" uuid NOT NULL,
	"source_filled_at" timestamp with time zone NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"source_volume" double precision NOT NULL,
	"volume" double precision NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"order_id" uuid,
	"copy_position_id" uuid,
	"placed_at" timestamp with time zone,
	"latency_ms" integer,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"trader_id" uuid NOT NULL,
	"email_notices" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_trader_id_pk" PRIMARY KEY("follower_id","trader_id")
);
--> statement-breakpoint
CREATE TABLE "openbook_publications" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_id" text DEFAULT substr(md5(gen_random_uuid()::text), 1, 12) NOT NULL;--> statement-breakpoint
ALTER TABLE "copy_subscriptions" ADD CONSTRAINT "copy_subscriptions_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_subscriptions" ADD CONSTRAINT "copy_subscriptions_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_subscriptions" ADD CONSTRAINT "copy_subscriptions_source_account_id_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_subscriptions" ADD CONSTRAINT "copy_subscriptions_target_account_id_accounts_id_fk" FOREIGN KEY ("target_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_subscription_id_copy_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."copy_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_trades" ADD CONSTRAINT "copy_trades_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openbook_publications" ADD CONSTRAINT "openbook_publications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openbook_publications" ADD CONSTRAINT "openbook_publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copy_subscriptions_active_unique" ON "copy_subscriptions" USING btree ("follower_id","source_account_id") WHERE "copy_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "copy_subscriptions_source_idx" ON "copy_subscriptions" USING btree ("source_account_id","status");--> statement-breakpoint
CREATE INDEX "copy_subscriptions_follower_idx" ON "copy_subscriptions" USING btree ("follower_id","created_at");--> statement-breakpoint
CREATE INDEX "copy_trades_source_idx" ON "copy_trades" USING btree ("source_position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_trades_order_unique" ON "copy_trades" USING btree ("order_id") WHERE "copy_trades"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "copy_trades_subscription_idx" ON "copy_trades" USING btree ("subscription_id","source_filled_at");--> statement-breakpoint
CREATE INDEX "copy_trades_position_idx" ON "copy_trades" USING btree ("copy_position_id");--> statement-breakpoint
CREATE INDEX "follows_trader_idx" ON "follows" USING btree ("trader_id");--> statement-breakpoint
CREATE INDEX "openbook_publications_user_idx" ON "openbook_publications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_public_id_unique" ON "users" USING btree ("public_id");