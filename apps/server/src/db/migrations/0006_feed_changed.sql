-- Any change to which posts a feed lists, or in which order, announces itself on feed_changed.
-- Each API process listens and forgets where its feed offsets start (modules/posts/feed-anchors.ts).
-- Likes and comments only move counters: they do not fire it. One message per statement.
CREATE OR REPLACE FUNCTION notify_feed_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('feed_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_feed_changed AFTER INSERT OR DELETE OR UPDATE OF verification_status, posted_by_role, posted_by, tags, created_at ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_feed_changed();
--> statement-breakpoint
CREATE TRIGGER posts_feed_truncated AFTER TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_feed_changed();
