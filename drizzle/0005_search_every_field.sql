-- Dashboard search looks in every text field the visitor wrote (quotes: name, email, company,
-- description, outcome; demos: + message, product; contacts: + message; applications: name,
-- email, message). Both engines now have pg_trgm: PostgreSQL from contrib, PGlite from
-- @electric-sql/pglite/contrib/pg_trgm (loaded by app/server/db/client.server.ts), so the
-- extension is required here rather than guarded as in 0003.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX IF EXISTS quotes_search_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS demo_requests_search_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS contact_submissions_search_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS job_applications_search_trgm_idx;--> statement-breakpoint
CREATE INDEX quotes_search_trgm_idx ON quotes USING gin (name gin_trgm_ops, email gin_trgm_ops, company gin_trgm_ops, description gin_trgm_ops, outcome gin_trgm_ops);--> statement-breakpoint
CREATE INDEX demo_requests_search_trgm_idx ON demo_requests USING gin (name gin_trgm_ops, email gin_trgm_ops, company gin_trgm_ops, message gin_trgm_ops, product gin_trgm_ops);--> statement-breakpoint
CREATE INDEX contact_submissions_search_trgm_idx ON contact_submissions USING gin (name gin_trgm_ops, email gin_trgm_ops, company gin_trgm_ops, message gin_trgm_ops);--> statement-breakpoint
CREATE INDEX job_applications_search_trgm_idx ON job_applications USING gin (name gin_trgm_ops, email gin_trgm_ops, message gin_trgm_ops);
