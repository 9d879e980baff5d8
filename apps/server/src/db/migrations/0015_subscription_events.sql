CREATE TYPE "public"."subscription_event_kind" AS ENUM('signup', 'renewal', 'expiry', 'refund');--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "subscription_event_kind" NOT NULL,
	"plan_type" text NOT NULL,
	"months" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"payment_id" uuid,
	"refund_id" uuid,
	"source" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_events_amount_not_negative" CHECK ("subscription_events"."amount_paise" >= 0),
	CONSTRAINT "subscription_events_months_positive" CHECK ("subscription_events"."months" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_events_key" ON "subscription_events" USING btree ("key");--> statement-breakpoint
CREATE INDEX "subscription_events_kind_occurred_idx" ON "subscription_events" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "subscription_events_running_idx" ON "subscription_events" USING btree ("period_end") WHERE kind in ('signup', 'renewal');--> statement-breakpoint
CREATE INDEX "subscription_events_payment_idx" ON "subscription_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "subscription_events_user_idx" ON "subscription_events" USING btree ("user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);