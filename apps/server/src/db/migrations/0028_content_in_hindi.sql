ALTER TABLE "blogs" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_versions" ADD COLUMN "value_hi" jsonb;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "value_hi" jsonb;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_language_check" CHECK ("blogs"."language" in ('en', 'hi'));