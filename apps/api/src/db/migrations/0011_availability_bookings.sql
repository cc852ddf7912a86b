CREATE TABLE "availability_bookings" (
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours_per_week" numeric(4, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_bookings_project_id_user_id_pk" PRIMARY KEY("project_id","user_id"),
	CONSTRAINT "availability_bookings_dates_check" CHECK ("availability_bookings"."end_date" >= "availability_bookings"."start_date")
);
--> statement-breakpoint
ALTER TABLE "availability_bookings" ADD CONSTRAINT "availability_bookings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_bookings" ADD CONSTRAINT "availability_bookings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_bookings_user_idx" ON "availability_bookings" USING btree ("user_id","start_date");--> statement-breakpoint
-- The seats accepted before bookings were kept: booked for the project's dates (twelve weeks without a deadline)
-- at the days a week of its brief (three without one).
INSERT INTO "availability_bookings" ("project_id", "user_id", "start_date", "end_date", "hours_per_week")
SELECT p."id", i."professional_id", w."start_date", greatest(w."start_date", coalesce(p."deadline", w."start_date" + 83)),
  least(60, coalesce((p."brief" ->> 'effortDaysPerWeek')::numeric, 3) * 7)
FROM "project_invitations" i
JOIN "projects" p ON p."id" = i."project_id"
CROSS JOIN LATERAL (SELECT coalesce(p."start_date", p."created_at"::date) AS "start_date") w
WHERE i."status" = 'accepted' AND i."professional_id" IS NOT NULL AND p."status" IN ('staffing', 'staffed', 'in_progress')
ON CONFLICT DO NOTHING;
