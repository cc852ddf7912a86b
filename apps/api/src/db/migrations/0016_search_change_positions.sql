-- The notices of changes to posts now say which posts changed, so that each instance keeps the search windows
-- they cannot alter: a post published only adds to the windows of the newest matches (the next reader of such
-- a window looks at that post), and an edit only forgets the windows whose span holds the post. The payload
-- is JSON: {"published": [[created_at, id], ...]} or {"edited": [[created_at, id], ...]}, created_at as UTC
-- text (the form cursors carry). A statement that publishes more than 50 posts (an import, the seed script)
-- sends an empty notice, which forgets every window, as names still do.
CREATE FUNCTION "notify_posts_published"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  SELECT CASE WHEN count(*) <= 50
    THEN json_build_object('published', json_agg(json_build_array((created_at AT TIME ZONE 'UTC')::text, id)))::text
    ELSE '' END
  INTO payload
  FROM (SELECT created_at, id FROM new_posts LIMIT 51) published;
  PERFORM pg_notify('escouade_search', payload);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_post_edited"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('escouade_search',
    json_build_object('edited', json_build_array(json_build_array((NEW.created_at AT TIME ZONE 'UTC')::text, NEW.id)))::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "pro_posts_search_change" ON "pro_posts";
--> statement-breakpoint
CREATE TRIGGER "pro_posts_published" AFTER INSERT ON "pro_posts"
  REFERENCING NEW TABLE AS new_posts
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_posts_published"();
--> statement-breakpoint
CREATE TRIGGER "pro_posts_edited" AFTER UPDATE OF "content", "language" ON "pro_posts"
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION "notify_post_edited"();
