CREATE TABLE "decision_reviews" (
	"decision_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "market_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue" text NOT NULL,
	"symbols" text[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"halted_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"cause" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_decision_id_rule_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."rule_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_incident_id_market_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."market_incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_reviews_account_idx" ON "decision_reviews" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "decision_reviews_pending_idx" ON "decision_reviews" USING btree ("created_at") WHERE "decision_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "market_incidents_started_idx" ON "market_incidents" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "market_incidents_open_venue_idx" ON "market_incidents" USING btree ("venue") WHERE "market_incidents"."ended_at" is null;