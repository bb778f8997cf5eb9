ALTER TABLE "reservations" ADD COLUMN "transferred_to_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_transferred_to_booking_id_reservations_id_fk" FOREIGN KEY ("transferred_to_booking_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Reservations moved before this column existed: the one that names them as its previous.
UPDATE "reservations" AS "moved" SET "transferred_to_booking_id" = "next"."id" FROM "reservations" AS "next" WHERE "next"."previous_booking_id" = "moved"."id" AND "moved"."transferred_to_booking_id" IS NULL;--> statement-breakpoint
-- Payments taken before their visit moved named the first practitioner: only a transfer changes
-- a visit's practitioner, so the visit's own is who saw the patient
-- (docs/decisions/0047-transferred-visit-credit.md).
UPDATE "payments" SET "practitioner_id" = "visits"."practitioner_id" FROM "visits" WHERE "payments"."visit_id" = "visits"."id" AND "payments"."practitioner_id" IS DISTINCT FROM "visits"."practitioner_id";--> statement-breakpoint
UPDATE "payment_items" SET "practitioner_id" = "payments"."practitioner_id" FROM "payments" WHERE "payment_items"."payment_id" = "payments"."id" AND "payment_items"."practitioner_id" IS DISTINCT FROM "payments"."practitioner_id";--> statement-breakpoint
-- And the bill belongs to the chain's last reservation, where the patient was seen.
UPDATE "payments" SET "booking_id" = "latest"."id" FROM "reservations" AS "moved", "reservations" AS "latest" WHERE "payments"."booking_id" = "moved"."id" AND "moved"."transferred_to_booking_id" IS NOT NULL AND "latest"."visit_id" = "payments"."visit_id" AND "latest"."transferred_to_booking_id" IS NULL AND "latest"."status" <> 'CANCELLED';
