CREATE TABLE "leaderboard_snapshots" (
	"board" text NOT NULL,
	"day" text NOT NULL,
	"public_id" text NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_snapshots_board_day_public_id_pk" PRIMARY KEY("board","day","public_id")
);
