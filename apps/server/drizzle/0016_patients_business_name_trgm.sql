-- btree_gin is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "patients_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "patients_business_name_trgm_idx" ON "patients" USING gin ("business_id","name" gin_trgm_ops);