ALTER TABLE "orders" ADD COLUMN "oco_with" uuid;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "trailing_distance" double precision;--> statement-breakpoint
ALTER TABLE "trade_histories" ADD COLUMN "position_id" uuid;