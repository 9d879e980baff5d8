CREATE TABLE "billing_reminders" (
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_reminders_payment_id_kind_pk" PRIMARY KEY("payment_id","kind"),
	CONSTRAINT "billing_reminders_kind_check" CHECK ("billing_reminders"."kind" in ('expiry:7', 'expiry:1', 'expiry:0', 'nudge'))
);
--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;