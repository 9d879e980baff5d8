CREATE TABLE "commodity_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lot" text NOT NULL,
	"multiplier" numeric(14, 4) NOT NULL,
	"quoted_per" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commodity_contracts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "trade_wisdom" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posted_by" uuid NOT NULL,
	"title" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_wisdom" ADD CONSTRAINT "trade_wisdom_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_wisdom_newest_idx" ON "trade_wisdom" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "watchlists_newest_idx" ON "watchlists" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The 14 contracts of COMMODITY_CONTRACTS_SEED (packages/shared/src/trade-calculator.ts), in order; admins correct
-- them later (decision 0019). modules/calculator/contracts.test.ts checks these rows equal the seed.
INSERT INTO "commodity_contracts" ("name", "lot", "multiplier", "quoted_per", "position") VALUES
	('Aluminium', '5 MT', 5000, 'kg', 1),
	('Copper', '2.5 MT', 2500, 'kg', 2),
	('Crude oil', '100 BBL', 100, 'barrel', 3),
	('Gold', '1 Kg', 100, '10 g', 4),
	('Gold Guinea', '8 g', 1, '8 g', 5),
	('Gold M', '100 g', 10, '10 g', 6),
	('Gold Petal', '1 g', 1, '1 g', 7),
	('Lead', '5 MT', 5000, 'kg', 8),
	('Nickel', '1500 kg', 1500, 'kg', 9),
	('Silver', '30 kg', 30, 'kg', 10),
	('Silver M', '5 kg', 5, 'kg', 11),
	('Silver Mic', '1 kg', 1, 'kg', 12),
	('Zinc', '5 MT', 5000, 'kg', 13),
	('Natural Gas', '1250 BTU mm', 1250, 'mmBtu', 14)
ON CONFLICT ("name") DO NOTHING;