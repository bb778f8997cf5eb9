-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "patients_name_trgm_idx" ON "patients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_phone_trgm_idx" ON "patients" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_address_trgm_idx" ON "patients" USING gin ("address" gin_trgm_ops);