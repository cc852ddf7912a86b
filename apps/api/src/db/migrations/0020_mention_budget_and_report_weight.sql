CREATE TABLE "mentions_sent" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mentions_sent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author_id" text NOT NULL,
	"mentioned_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "held_for_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mentions_sent" ADD CONSTRAINT "mentions_sent_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions_sent" ADD CONSTRAINT "mentions_sent_mentioned_id_user_id_fk" FOREIGN KEY ("mentioned_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentions_sent_author_idx" ON "mentions_sent" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "mentions_sent_mentioned_idx" ON "mentions_sent" USING btree ("mentioned_id");--> statement-breakpoint
CREATE INDEX "mentions_sent_created_at_idx" ON "mentions_sent" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_reports_sanctioned_idx" ON "content_reports" USING btree ("target_author_id","decided_at") WHERE "content_reports"."decision" in ('warn', 'ban');--> statement-breakpoint
CREATE INDEX "user_mutes_muted_id_idx" ON "user_mutes" USING btree ("muted_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_bans_idx" ON "admin_audit_log" USING btree ("target_id","created_at") WHERE "admin_audit_log"."action" = 'user.ban';