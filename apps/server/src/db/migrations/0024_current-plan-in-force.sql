-- Issue 26 §4: a period bought early is queued, not the member's plan. users.current_plan is now the
-- plan of the period in force at `at` (started, not ended; the one ending first where periods
-- overlap), else of the period ending last; users.paid_until stays the end of the period ending
-- last (access runs to the end of the queue). The payments triggers call it with `at` = now(); the
-- nightly subscriptions.record job calls it with its own clock for members whose queued period has
-- begun (rollQueuedPeriods), so the plan turns over when the period does.
DROP FUNCTION IF EXISTS sync_users_current_period(uuid[]);--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_users_current_period(uids uuid[], at timestamptz DEFAULT now()) RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET paid_until = p.end_date, current_plan = coalesce(f.plan_type, p.plan_type)
  FROM unnest(uids) AS c(id)
  LEFT JOIN LATERAL (
    SELECT end_date, plan_type FROM payments WHERE user_id = c.id ORDER BY end_date DESC, created_at DESC LIMIT 1
  ) p ON true
  LEFT JOIN LATERAL (
    SELECT plan_type FROM payments WHERE user_id = c.id AND start_date <= at AND end_date > at ORDER BY end_date, created_at LIMIT 1
  ) f ON true
  WHERE u.id = c.id
    AND (u.paid_until IS DISTINCT FROM p.end_date OR u.current_plan IS DISTINCT FROM coalesce(f.plan_type, p.plan_type));
$$;--> statement-breakpoint
SELECT sync_users_current_period(ARRAY(SELECT DISTINCT user_id FROM payments));
