ALTER TABLE "businesses" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;