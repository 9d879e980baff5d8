CREATE TYPE "public"."consent_kind" AS ENUM('terms', 'privacy', 'community', 'marketing');--> statement-breakpoint
CREATE TYPE "public"."consent_source" AS ENUM('signup', 'community_terms', 'newsletter', 'profile');--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"kind" "consent_kind" NOT NULL,
	"version" text NOT NULL,
	"source" "consent_source" NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_someone" CHECK ("consents"."user_id" is not null or "consents"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","given_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email") WHERE "consents"."email" is not null;--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
-- The newsletter's existing subscribers subscribed at created_at; which words they saw was not kept.
INSERT INTO "consents" ("email", "kind", "version", "source", "given_at")
  SELECT "email", 'marketing', 'unrecorded', 'newsletter', "created_at" FROM "subscribers";
