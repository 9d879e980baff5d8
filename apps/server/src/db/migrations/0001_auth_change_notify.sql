-- Every change that can alter who a bearer token belongs to, or what that user may do,
-- announces the user's id on the channel auth_changed. Each API process listens and drops
-- its cached sessions of that user, so a revocation or deactivation holds in every process.
CREATE OR REPLACE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid text;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    uid := COALESCE(NEW.id, OLD.id)::text;
  ELSE
    uid := COALESCE(NEW.user_id, OLD.user_id)::text;
  END IF;
  PERFORM pg_notify('auth_changed', uid);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER payments_auth_changed AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
