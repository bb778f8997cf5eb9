DROP INDEX "visits_business_day_sequence_key";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "queue_numbering" text DEFAULT 'PER_PRACTITIONER' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_sequences" ADD COLUMN "queue" text DEFAULT 'CLINIC' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "visits_business_day_practitioner_sequence_key" ON "visits" USING btree ("business_id","visit_date","practitioner_id","sequence_number");--> statement-breakpoint
ALTER TABLE "visit_sequences" DROP CONSTRAINT "visit_sequences_pk";
--> statement-breakpoint
ALTER TABLE "visit_sequences" ADD CONSTRAINT "visit_sequences_pk" PRIMARY KEY("business_id","visit_date","queue");