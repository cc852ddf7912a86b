-- Each instance keeps the match windows of recent searches in memory (shared by every reader), and must forget
-- them the moment what a search finds can change: a post published or its text edited, a person's name set,
-- changed or gone (a name fewer people share finds their posts). The notice is sent when the changing
-- transaction commits, to every instance listening, whatever wrote the rows (the application, a script, an
-- administrator's SQL). Deleted posts, moderation and blocks need none: every page filters its window's posts
-- through them when it is read.
CREATE FUNCTION "notify_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('escouade_search', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "pro_posts_search_change" AFTER INSERT OR UPDATE OF "content", "language" ON "pro_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_search_change"();
--> statement-breakpoint
CREATE TRIGGER "profiles_search_change" AFTER INSERT OR DELETE OR UPDATE OF "first_name", "last_name" ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_search_change"();
