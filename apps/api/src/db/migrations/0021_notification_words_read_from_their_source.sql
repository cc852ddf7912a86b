-- A line about a post or a comment no longer keeps a copy of its words: they are read from the post or the
-- comment each time, so that an edit shows at once and a deletion, or an account's erasure, leaves nothing in
-- anyone's notifications. The copies written before are forgotten.
UPDATE "notifications" SET "subject" = NULL
WHERE "type" IN ('post_liked', 'post_commented', 'comment_reply')
   OR ("type" = 'mention' AND "project_id" IS NULL);
