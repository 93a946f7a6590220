CREATE TABLE "desk_checkpoint" (
	"id" integer PRIMARY KEY NOT NULL,
	"term" integer DEFAULT 0 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"engine_time" bigint,
	"quotes" json,
	"state_hash" text DEFAULT '' NOT NULL,
	"salt" text NOT NULL,
	"materialised_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "desk_journal" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"term" integer NOT NULL,
	"commands" json NOT NULL,
	"rows" json,
	"state_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
