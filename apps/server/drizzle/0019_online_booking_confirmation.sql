ALTER TABLE "businesses" ADD COLUMN "max_unconfirmed_online_per_day" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "unconfirmed_hold_minutes" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
-- Reservations made before bookings needed confirming stand as they were: confirmed when made.
-- Nothing a timetable shows changes, so the rows are not announced one by one to the listeners.
ALTER TABLE "reservations" DISABLE TRIGGER "reservations_notify_change";--> statement-breakpoint
UPDATE "reservations" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "reservations" ENABLE TRIGGER "reservations_notify_change";--> statement-breakpoint
CREATE INDEX "reservations_unconfirmed_online_idx" ON "reservations" USING btree ("business_id","reservation_date") WHERE "reservations"."source" = 'ONLINE' and "reservations"."confirmed_at" is null and "reservations"."status" = 'BOOKED';--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_max_unconfirmed_check" CHECK ("businesses"."max_unconfirmed_online_per_day" >= 1);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_unconfirmed_hold_check" CHECK ("businesses"."unconfirmed_hold_minutes" > 0);