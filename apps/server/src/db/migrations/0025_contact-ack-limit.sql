-- Issue 27 §6: the contact form counts one address's queries of the last 24 hours (lower(email)) to cap its
-- acknowledgement mails; this index answers that count without reading the table.
CREATE INDEX "contact_queries_email_created_idx" ON "contact_queries" USING btree (lower("email"),"created_at");
