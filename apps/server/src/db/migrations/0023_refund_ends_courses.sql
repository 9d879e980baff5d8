ALTER TABLE "course_purchases" ADD COLUMN "ended_by_refund_id" uuid;--> statement-breakpoint
ALTER TABLE "course_purchases" ADD COLUMN "ended_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "ends_course_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_purchases" ADD CONSTRAINT "course_purchases_ended_by_refund_id_refunds_id_fk" FOREIGN KEY ("ended_by_refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Full refunds made before issue 26 ended the period but left the courses open: they end as of the refund.
UPDATE "refunds" SET "ends_course_access" = true WHERE "ended_period_from" IS NOT NULL AND "status" <> 'failed';--> statement-breakpoint
UPDATE "course_purchases" cp SET "ended_from" = cp."end_date", "end_date" = greatest(cp."start_date", r."created_at"), "ended_by_refund_id" = r."id"
FROM "refunds" r JOIN "payments" p ON p."id" = r."payment_id"
WHERE r."ends_course_access" AND cp."user_id" = r."user_id" AND cp."txn_id" = p."txn_id" AND cp."end_date" > r."created_at";
