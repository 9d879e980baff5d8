-- The admin's member list (issue 13, decision 0026): trigram search, the current period on the
-- user row for filters without a join, and a throttled last-seen on sessions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_plan" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_paid_until_idx" ON "users" USING btree ("paid_until");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower(name) || ' ' || email || ' ' || coalesce(regexp_replace(contact_no, '[^0-9]', '', 'g'), '')) gin_trgm_ops);--> statement-breakpoint
-- users.paid_until/current_plan mirror the payment ending last (payment[0]). Every statement that
-- writes payments (signup, renewal, a refund ending a period, an admin's manual payment, a bulk
-- seed) recomputes them for the members it touched, set-based, in the same transaction.
CREATE OR REPLACE FUNCTION sync_users_current_period(uids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET paid_until = p.end_date, current_plan = p.plan_type
  FROM unnest(uids) AS c(id)
  LEFT JOIN LATERAL (
    SELECT end_date, plan_type FROM payments WHERE user_id = c.id ORDER BY end_date DESC, created_at DESC LIMIT 1
  ) p ON true
  WHERE u.id = c.id AND (u.paid_until IS DISTINCT FROM p.end_date OR u.current_plan IS DISTINCT FROM p.plan_type);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_sync_current_period() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sync_users_current_period(ARRAY(SELECT DISTINCT user_id FROM new_payments));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sync_users_current_period(ARRAY(SELECT DISTINCT user_id FROM old_payments));
  ELSE
    PERFORM sync_users_current_period(ARRAY(SELECT user_id FROM new_payments UNION SELECT user_id FROM old_payments));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER payments_current_period_ins AFTER INSERT ON payments REFERENCING NEW TABLE AS new_payments
  FOR EACH STATEMENT EXECUTE FUNCTION payments_sync_current_period();--> statement-breakpoint
CREATE TRIGGER payments_current_period_upd AFTER UPDATE ON payments REFERENCING NEW TABLE AS new_payments OLD TABLE AS old_payments
  FOR EACH STATEMENT EXECUTE FUNCTION payments_sync_current_period();--> statement-breakpoint
CREATE TRIGGER payments_current_period_del AFTER DELETE ON payments REFERENCING OLD TABLE AS old_payments
  FOR EACH STATEMENT EXECUTE FUNCTION payments_sync_current_period();--> statement-breakpoint
SELECT sync_users_current_period(ARRAY(SELECT DISTINCT user_id FROM payments));--> statement-breakpoint
-- A session's last_seen_at moves every few minutes; that changes nothing about who the token
-- belongs to, so it must not drop every process's cached sessions (migration 0001).
DROP TRIGGER sessions_auth_changed ON sessions;--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OF user_id, token_hash, expires_at, revoked_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();