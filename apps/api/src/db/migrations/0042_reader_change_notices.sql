-- Each instance keeps in memory what a search page shows a reader besides the search's own window: whose
-- session a token opens, whom the reader blocked, was blocked by or muted, which posts the reader liked, the
-- posts themselves (text, counts, whether hidden, whether their author is leaving) and, for the search of
-- professionals, whether each may be shown and which of their skills a search matched. It must forget each the
-- moment it can change. The notice is sent when the changing transaction commits, to every instance listening,
-- whatever wrote the rows (the application, Better Auth, a script, an administrator's SQL, a cascade). Its
-- payload names the people (`{"people":[…]}`: their sessions, relations, likes, account, skills and the posts
-- they wrote) or the posts (`{"posts":[…]}`) that changed; an empty notice, for a statement that changes more
-- than 50 of them, a table emptied at once or the skills' catalogue, means everything.
CREATE FUNCTION "notify_readers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  -- TG_ARGV[0]: what changed, `people` or `posts`; TG_ARGV[1]: the column of `changed` (this statement's rows)
  -- that names them.
  EXECUTE format(
    'SELECT CASE WHEN count(*) <= 50 THEN coalesce(json_agg(changed_id), ''[]'')::text ELSE '''' END
       FROM (SELECT DISTINCT %I AS changed_id FROM changed WHERE %I IS NOT NULL LIMIT 51) named',
    TG_ARGV[1], TG_ARGV[1])
  INTO payload;
  IF payload = '' THEN
    PERFORM pg_notify('escouade_readers', '');
  ELSIF payload <> '[]' THEN
    PERFORM pg_notify('escouade_readers', json_build_object(TG_ARGV[0], payload::json)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_every_reader_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('escouade_readers', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A session refreshed, revoked or signed out. A new one changes nothing kept: only sessions that open are kept.
CREATE TRIGGER "session_readers_updated" AFTER UPDATE ON "session"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "session_readers_deleted" AFTER DELETE ON "session"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
-- A ban, its end, a role.
CREATE TRIGGER "user_readers_updated" AFTER UPDATE ON "user"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'id');
--> statement-breakpoint
CREATE TRIGGER "user_readers_deleted" AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'id');
--> statement-breakpoint
-- A member leaving: their sessions stop opening the app and their posts stop showing; back when they cancel.
CREATE TRIGGER "account_deletions_readers_inserted" AFTER INSERT ON "account_deletions"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "account_deletions_readers_deleted" AFTER DELETE ON "account_deletions"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
-- A block hides each from the other: both are named.
CREATE TRIGGER "user_blocks_blocker_inserted" AFTER INSERT ON "user_blocks"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'blocker_id');
--> statement-breakpoint
CREATE TRIGGER "user_blocks_blocked_inserted" AFTER INSERT ON "user_blocks"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'blocked_id');
--> statement-breakpoint
CREATE TRIGGER "user_blocks_blocker_deleted" AFTER DELETE ON "user_blocks"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'blocker_id');
--> statement-breakpoint
CREATE TRIGGER "user_blocks_blocked_deleted" AFTER DELETE ON "user_blocks"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'blocked_id');
--> statement-breakpoint
CREATE TRIGGER "user_mutes_readers_inserted" AFTER INSERT ON "user_mutes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'muter_id');
--> statement-breakpoint
CREATE TRIGGER "user_mutes_readers_deleted" AFTER DELETE ON "user_mutes"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'muter_id');
--> statement-breakpoint
-- Whether the reader liked a post (its count is the post's, below).
CREATE TRIGGER "pro_post_likes_readers_inserted" AFTER INSERT ON "pro_post_likes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "pro_post_likes_readers_deleted" AFTER DELETE ON "pro_post_likes"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
-- A post edited, hidden or shown again after reports, removed, or its counts moved (kept by the triggers of
-- migration 0002, in the same transaction as the like or the comment).
CREATE TRIGGER "pro_posts_readers_updated" AFTER UPDATE ON "pro_posts"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('posts', 'id');
--> statement-breakpoint
CREATE TRIGGER "pro_posts_readers_deleted" AFTER DELETE ON "pro_posts"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('posts', 'id');
--> statement-breakpoint
-- The skills a search of professionals shows each person matched: theirs, their levels (the order shown), and
-- the catalogue's names (a rename, a merge, an approval: every search).
CREATE TRIGGER "user_skills_readers_inserted" AFTER INSERT ON "user_skills"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "user_skills_readers_updated" AFTER UPDATE ON "user_skills"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "user_skills_readers_deleted" AFTER DELETE ON "user_skills"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "skills_readers_changed" AFTER UPDATE OR DELETE ON "skills"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
--> statement-breakpoint
-- A row rewritten names whom it named before as well as whom it names now.
CREATE TRIGGER "session_readers_updated_from" AFTER UPDATE ON "session"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "user_skills_readers_updated_from" AFTER UPDATE ON "user_skills"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "account_deletions_readers_updated" AFTER UPDATE ON "account_deletions"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "account_deletions_readers_updated_from" AFTER UPDATE ON "account_deletions"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "user_blocks_blocker_updated" AFTER UPDATE ON "user_blocks"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'blocker_id');
--> statement-breakpoint
CREATE TRIGGER "user_blocks_blocked_updated" AFTER UPDATE ON "user_blocks"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'blocked_id');
--> statement-breakpoint
CREATE TRIGGER "user_mutes_readers_updated" AFTER UPDATE ON "user_mutes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'muter_id');
--> statement-breakpoint
CREATE TRIGGER "pro_post_likes_readers_updated" AFTER UPDATE ON "pro_post_likes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "user_blocks_blocker_updated_from" AFTER UPDATE ON "user_blocks"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'blocker_id');
--> statement-breakpoint
CREATE TRIGGER "user_blocks_blocked_updated_from" AFTER UPDATE ON "user_blocks"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'blocked_id');
--> statement-breakpoint
CREATE TRIGGER "user_mutes_readers_updated_from" AFTER UPDATE ON "user_mutes"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'muter_id');
--> statement-breakpoint
CREATE TRIGGER "pro_post_likes_readers_updated_from" AFTER UPDATE ON "pro_post_likes"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'user_id');
--> statement-breakpoint
-- A table emptied at once fires no row's trigger (PostgreSQL fires these for the tables a TRUNCATE ... CASCADE
-- empties too).
CREATE TRIGGER "session_readers_truncated" AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_readers_truncated" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
--> statement-breakpoint
CREATE TRIGGER "account_deletions_readers_truncated" AFTER TRUNCATE ON "account_deletions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_blocks_readers_truncated" AFTER TRUNCATE ON "user_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_mutes_readers_truncated" AFTER TRUNCATE ON "user_mutes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
--> statement-breakpoint
CREATE TRIGGER "pro_post_likes_readers_truncated" AFTER TRUNCATE ON "pro_post_likes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
--> statement-breakpoint
CREATE TRIGGER "pro_posts_readers_truncated" AFTER TRUNCATE ON "pro_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_skills_readers_truncated" AFTER TRUNCATE ON "user_skills"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
--> statement-breakpoint
CREATE TRIGGER "skills_readers_truncated" AFTER TRUNCATE ON "skills"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
