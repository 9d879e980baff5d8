-- Any change to what the public pages show announces itself on site_changed: the content, the
-- plan catalogue and courses, the blogs, and the settings (the day's offer, the webinar settings,
-- the maintenance switch). Each API process listens and drops the pages' HTML it keeps
-- (plugins/web.ts, decision 0035). One message per statement, whatever the rows.
CREATE OR REPLACE FUNCTION notify_site_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER site_content_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_content
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER plans_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER courses_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER blogs_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER settings_site_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
