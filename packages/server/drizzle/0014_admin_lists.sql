DROP INDEX "orders_pending_idx";--> statement-breakpoint
DROP INDEX "purchases_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_balance_idx" ON "accounts" USING btree ("balance_cents","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "positions_open_time_idx" ON "positions" USING btree ("open_time","id");--> statement-breakpoint
CREATE INDEX "purchases_amount_idx" ON "purchases" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "purchases_email_prefix_idx" ON "purchases" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "trade_histories_close_idx" ON "trade_histories" USING btree ("close_time","id");--> statement-breakpoint
CREATE INDEX "trade_histories_pnl_idx" ON "trade_histories" USING btree ("pnl_cents","id");--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at","id");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The one change allowed: a deleted admin's rows lose the link to them (ON DELETE SET NULL);
  -- their e-mail stays on the row.
  IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL
     AND NEW.id = OLD.id AND NEW.actor_email = OLD.actor_email AND NEW.action = OLD.action
     AND NEW.details = OLD.details AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
