CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" uuid
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_key_saved_idx" ON "content_versions" USING btree ("key","saved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- History starts with what is live: each key an admin already saved becomes its first version.
INSERT INTO "content_versions" ("key", "value", "saved_by", "saved_at") SELECT "key", "value", "updated_by", "updated_at" FROM "site_content";
