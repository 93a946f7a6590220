CREATE TABLE "desk_snapshot" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"term" integer NOT NULL,
	"state_hash" text NOT NULL,
	"state" "bytea" NOT NULL,
	"digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
