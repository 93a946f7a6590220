CREATE TABLE "chain_blocks" (
	"number" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_events" (
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"name" text NOT NULL,
	"chain_week" bigint,
	"address" text,
	"amount" text,
	"args" jsonb NOT NULL,
	"ledger_ref" text,
	"indexed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_events_tx_hash_log_index_pk" PRIMARY KEY("tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "chain_leaves" (
	"week_key" text NOT NULL,
	"address" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"cumulative_cents" bigint NOT NULL,
	"proof" jsonb NOT NULL,
	CONSTRAINT "chain_leaves_week_key_address_pk" PRIMARY KEY("week_key","address")
);
--> statement-breakpoint
CREATE TABLE "chain_relays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"week_key" text NOT NULL,
	"address" text NOT NULL,
	"tx_hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_weeks" (
	"week_key" text PRIMARY KEY NOT NULL,
	"chain_week" bigint NOT NULL,
	"root" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"wallets" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"post_tx" text,
	"fund_tx" text,
	"last_error" text,
	"posted_at" timestamp with time zone,
	"claimable_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"funded_late" boolean,
	"vetoed_at" timestamp with time zone,
	CONSTRAINT "chain_weeks_chain_week_unique" UNIQUE("chain_week")
);
--> statement-breakpoint
CREATE TABLE "siwe_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"unlinked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chain_leaves" ADD CONSTRAINT "chain_leaves_week_key_chain_weeks_week_key_fk" FOREIGN KEY ("week_key") REFERENCES "public"."chain_weeks"("week_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_leaves" ADD CONSTRAINT "chain_leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_relays" ADD CONSTRAINT "chain_relays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siwe_nonces" ADD CONSTRAINT "siwe_nonces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_links" ADD CONSTRAINT "wallet_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_events_block_idx" ON "chain_events" USING btree ("block_number");--> statement-breakpoint
CREATE INDEX "chain_events_address_idx" ON "chain_events" USING btree ("address");--> statement-breakpoint
CREATE INDEX "chain_leaves_user_idx" ON "chain_leaves" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chain_leaves_address_idx" ON "chain_leaves" USING btree ("address");--> statement-breakpoint
CREATE INDEX "chain_relays_user_idx" ON "chain_relays" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_links_user_linked_idx" ON "wallet_links" USING btree ("user_id") WHERE unlinked_at is null;--> statement-breakpoint
CREATE INDEX "wallet_links_address_idx" ON "wallet_links" USING btree ("address");