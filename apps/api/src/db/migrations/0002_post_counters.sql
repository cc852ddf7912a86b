ALTER TABLE "pro_posts" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_posts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The feed shows each post's like and comment counts; counting them per post at every read cost more than
-- the rest of the feed query. Statement-level triggers keep the counts in the same transaction as the change,
-- whatever makes it (API, cascade of a deleted user, bulk seed), one update per post touched.
CREATE FUNCTION pro_posts_count_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE pro_posts p SET like_count = p.like_count + d.n
      FROM (SELECT post_id, count(*)::int AS n FROM changed GROUP BY post_id) d WHERE p.id = d.post_id;
  ELSE
    UPDATE pro_posts p SET like_count = p.like_count - d.n
      FROM (SELECT post_id, count(*)::int AS n FROM changed GROUP BY post_id) d WHERE p.id = d.post_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION pro_posts_count_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE pro_posts p SET comment_count = p.comment_count + d.n
      FROM (SELECT post_id, count(*)::int AS n FROM changed GROUP BY post_id) d WHERE p.id = d.post_id;
  ELSE
    UPDATE pro_posts p SET comment_count = p.comment_count - d.n
      FROM (SELECT post_id, count(*)::int AS n FROM changed GROUP BY post_id) d WHERE p.id = d.post_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pro_post_likes_counted_on_insert AFTER INSERT ON pro_post_likes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION pro_posts_count_likes();--> statement-breakpoint
CREATE TRIGGER pro_post_likes_counted_on_delete AFTER DELETE ON pro_post_likes
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION pro_posts_count_likes();--> statement-breakpoint
CREATE TRIGGER pro_post_comments_counted_on_insert AFTER INSERT ON pro_post_comments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION pro_posts_count_comments();--> statement-breakpoint
CREATE TRIGGER pro_post_comments_counted_on_delete AFTER DELETE ON pro_post_comments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION pro_posts_count_comments();--> statement-breakpoint
UPDATE pro_posts p SET
  like_count = (SELECT count(*) FROM pro_post_likes l WHERE l.post_id = p.id),
  comment_count = (SELECT count(*) FROM pro_post_comments c WHERE c.post_id = p.id);
