CREATE TABLE "billing_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"state_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"seq" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount_paise" integer NOT NULL,
	"seller" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_fiscal_year_pk" PRIMARY KEY("series","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"number" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"seq" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_state" text,
	"gst_rate_bp" integer NOT NULL,
	"seller" jsonb,
	"plan_type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_rate_range" CHECK ("invoices"."gst_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (decision 0032): every payment recorded so far gets its tax invoice, numbered in payment
-- order within the Indian financial year (April-March, India time) it was recorded in; the period is
-- the one paid for (a full refund's cut undone); the GST rate is the default 18%; no seller snapshot,
-- so these show the invoice settings as the admin sets them.
WITH dated AS (
	SELECT p.*, (p.created_at AT TIME ZONE 'UTC') + interval '330 minutes' AS ist FROM "payments" p
), fy AS (
	SELECT d.*, extract(year FROM d.ist)::int - CASE WHEN extract(month FROM d.ist) < 4 THEN 1 ELSE 0 END AS fy FROM dated d
), numbered AS (
	SELECT f.*, row_number() OVER (PARTITION BY f.fy ORDER BY f.created_at, f.id)::int AS seq FROM fy f
)
INSERT INTO "invoices" ("payment_id", "number", "fiscal_year", "seq", "issued_at", "buyer_name", "buyer_email", "buyer_state",
	"gst_rate_bp", "seller", "plan_type", "period_start", "period_end", "amount_paise")
SELECT n.id,
	'TLT/' || lpad((n.fy % 100)::text, 2, '0') || '-' || lpad(((n.fy + 1) % 100)::text, 2, '0') || '/' || lpad(n.seq::text, greatest(6, length(n.seq::text)), '0'),
	n.fy::text || '-' || lpad(((n.fy + 1) % 100)::text, 2, '0'),
	n.seq, n.created_at, u.name, u.email, NULL, 1800, NULL, n.plan_type, n.start_date,
	coalesce((SELECT max(r.ended_period_from) FROM "refunds" r WHERE r.payment_id = n.id AND r.status <> 'failed'), n.end_date),
	n.amount_paise
FROM numbered n JOIN "users" u ON u.id = n.user_id;
--> statement-breakpoint
INSERT INTO "invoice_counters" ("series", "fiscal_year", "last_number")
SELECT 'invoice', "fiscal_year", max("seq") FROM "invoices" GROUP BY "fiscal_year";
--> statement-breakpoint
-- Refunds the provider has processed get their credit notes the same way, dated when processed.
WITH dated AS (
	SELECT r.*, coalesce(r.processed_at, r.updated_at) AS at, (coalesce(r.processed_at, r.updated_at) AT TIME ZONE 'UTC') + interval '330 minutes' AS ist
	FROM "refunds" r WHERE r.status = 'processed'
), fy AS (
	SELECT d.*, extract(year FROM d.ist)::int - CASE WHEN extract(month FROM d.ist) < 4 THEN 1 ELSE 0 END AS fy FROM dated d
), numbered AS (
	SELECT f.*, row_number() OVER (PARTITION BY f.fy ORDER BY f.at, f.id)::int AS seq FROM fy f
)
INSERT INTO "credit_notes" ("refund_id", "invoice_id", "number", "fiscal_year", "seq", "issued_at", "amount_paise", "seller")
SELECT n.id, i.id,
	'TCN/' || lpad((n.fy % 100)::text, 2, '0') || '-' || lpad(((n.fy + 1) % 100)::text, 2, '0') || '/' || lpad(n.seq::text, greatest(6, length(n.seq::text)), '0'),
	n.fy::text || '-' || lpad(((n.fy + 1) % 100)::text, 2, '0'),
	n.seq, n.at, n.amount_paise, NULL
FROM numbered n JOIN "invoices" i ON i.payment_id = n.payment_id;
--> statement-breakpoint
INSERT INTO "invoice_counters" ("series", "fiscal_year", "last_number")
SELECT 'credit_note', "fiscal_year", max("seq") FROM "credit_notes" GROUP BY "fiscal_year";
