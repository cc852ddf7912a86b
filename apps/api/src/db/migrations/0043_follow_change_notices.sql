-- A profile page tells its visitor whether they follow the person, from what the instance keeps of the visitor
-- (with their session and relations, migration 0042): a follow made or undone names its follower, whatever
-- wrote the row.
CREATE TRIGGER "follows_readers_inserted" AFTER INSERT ON "follows"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'follower_id');
--> statement-breakpoint
CREATE TRIGGER "follows_readers_deleted" AFTER DELETE ON "follows"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'follower_id');
--> statement-breakpoint
CREATE TRIGGER "follows_readers_updated" AFTER UPDATE ON "follows"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'follower_id');
--> statement-breakpoint
CREATE TRIGGER "follows_readers_updated_from" AFTER UPDATE ON "follows"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_readers_changed"('people', 'follower_id');
--> statement-breakpoint
CREATE TRIGGER "follows_readers_truncated" AFTER TRUNCATE ON "follows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_reader_changed"();
