-- The admin's member list at 100,000 members (decision 0026): the search text stored (a scan or an
-- index recheck reads it instead of recomputing regexp_replace per row), the newest-first index with
-- its tie-break, and the count of users kept by a trigger for the unfiltered list's total.
CREATE TABLE "user_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"users" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS ((lower(name) || ' ' || email || ' ' || coalesce(regexp_replace(contact_no, '[^0-9]', '', 'g'), ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "user_totals" ("id", "users") SELECT true, count(*) FROM "users";--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_totals_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE user_totals SET users = users + (SELECT count(*) FROM new_users) WHERE id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE user_totals SET users = users - (SELECT count(*) FROM old_users) WHERE id;
  ELSE
    UPDATE user_totals SET users = 0 WHERE id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_totals_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION user_totals_count();--> statement-breakpoint
CREATE TRIGGER users_totals_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_users
  FOR EACH STATEMENT EXECUTE FUNCTION user_totals_count();--> statement-breakpoint
CREATE TRIGGER users_totals_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_totals_count();