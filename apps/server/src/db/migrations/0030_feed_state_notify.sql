-- The feed's in-memory reader state on the embedded database (modules/posts/feed/states.ts,
-- decision 0080-feed-in-memory-on-pglite): every change to what a kept page's reader state holds
-- (a post's counters, its likes and favourites) and every bump of feed_version is announced on the
-- channel feed_state, but only to a session that LISTENs to it: on PGlite the one connection of the
-- one process that holds the data folder, which hears it at the commit, before the writer's statement
-- returns. PostgreSQL's pooled sessions never listen to it, so there it costs the check and nothing else.
CREATE OR REPLACE FUNCTION feed_state_notify(payload text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF 'feed_state' = ANY (ARRAY(SELECT pg_listening_channels())) THEN
    PERFORM pg_notify('feed_state', payload);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_feed_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nv bigint;
BEGIN
  IF current_setting('tlt.feed_version_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('tlt.feed_version_bumped', 'on', true);
    UPDATE feed_version SET v = v + 1 WHERE id = 1 RETURNING v INTO nv;
    PERFORM feed_state_notify('v:' || nv);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One post's state: its row (counters, and any other change: the page's version covers those) or
-- its likes or favourites (a member's, or every one of an account deleted, by cascade).
CREATE OR REPLACE FUNCTION feed_state_post_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'posts' THEN
    PERFORM feed_state_notify(OLD.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM feed_state_notify(OLD.post_id::text);
  ELSE
    PERFORM feed_state_notify(NEW.post_id::text);
    IF TG_OP = 'UPDATE' THEN
      PERFORM feed_state_notify(OLD.post_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION feed_state_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_state_notify('*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_feed_state AFTER UPDATE OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION feed_state_post_changed();
--> statement-breakpoint
CREATE TRIGGER post_likes_feed_state AFTER INSERT OR UPDATE OR DELETE ON post_likes
  FOR EACH ROW EXECUTE FUNCTION feed_state_post_changed();
--> statement-breakpoint
CREATE TRIGGER post_favorites_feed_state AFTER INSERT OR UPDATE OR DELETE ON post_favorites
  FOR EACH ROW EXECUTE FUNCTION feed_state_post_changed();
--> statement-breakpoint
CREATE TRIGGER posts_feed_state_truncated AFTER TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION feed_state_all_changed();
--> statement-breakpoint
CREATE TRIGGER post_likes_feed_state_truncated AFTER TRUNCATE ON post_likes
  FOR EACH STATEMENT EXECUTE FUNCTION feed_state_all_changed();
--> statement-breakpoint
CREATE TRIGGER post_favorites_feed_state_truncated AFTER TRUNCATE ON post_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION feed_state_all_changed();
