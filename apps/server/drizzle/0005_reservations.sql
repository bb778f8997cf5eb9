-- btree_gist is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"patient_id" uuid,
	"service_id" uuid,
	"location_id" text,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"reservation_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_visit" integer NOT NULL,
	"sequence_number" integer NOT NULL,
	"source" text DEFAULT 'CLINIC' NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text,
	"user_phone_number" text,
	"user_date_of_birth" date,
	"user_gender" text,
	"user_identity_type" text,
	"user_identity_number" text,
	"is_patient_new" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'id' NOT NULL,
	"visit_id" uuid,
	"parent_booking_id" uuid,
	"previous_booking_id" uuid,
	"no_show_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('BOOKED', 'ACTIVE', 'WAITING_PAYMENT', 'DONE', 'CANCELLED')),
	CONSTRAINT "reservations_span_check" CHECK ("reservations"."ends_at" > "reservations"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_practitioner_id_users_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_parent_booking_id_reservations_id_fk" FOREIGN KEY ("parent_booking_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_previous_booking_id_reservations_id_fk" FOREIGN KEY ("previous_booking_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_attempts_address_idx" ON "booking_attempts" USING btree ("address","attempted_at");--> statement-breakpoint
CREATE INDEX "booking_attempts_email_idx" ON "booking_attempts" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "reservations_business_date_practitioner_idx" ON "reservations" USING btree ("business_id","reservation_date","practitioner_id");--> statement-breakpoint
CREATE INDEX "reservations_business_patient_idx" ON "reservations" USING btree ("business_id","patient_id");--> statement-breakpoint
CREATE INDEX "reservations_business_email_idx" ON "reservations" USING btree ("business_id","user_email");--> statement-breakpoint
CREATE INDEX "reservations_booked_starts_idx" ON "reservations" USING btree ("starts_at") WHERE "reservations"."status" = 'BOOKED';--> statement-breakpoint
CREATE INDEX "reservations_visit_idx" ON "reservations" USING btree ("visit_id");--> statement-breakpoint
-- Double booking is impossible by construction: two live (not CANCELLED) reservations of one
-- practitioner never overlap in time. A refused insert or update raises 23P01 (exclusion_violation).
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist ("practitioner_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'CANCELLED');--> statement-breakpoint
-- A reservation and the visit it starts know each other (the columns existed; their keys come with this table).
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_booking_id_reservations_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every change of a reservation is announced on the channel 'reservation_changes', whichever
-- server instance (or script) wrote it: the live timetable listens there. The payload names the
-- clinic, the day and the row, never a patient's data.
CREATE FUNCTION "notify_reservation_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('reservation_changes', json_build_object(
    'businessId', changed.business_id,
    'date', changed.reservation_date,
    'practitionerId', changed.practitioner_id,
    'reservationId', changed.id,
    'status', changed.status,
    'op', TG_OP
  )::text);
  IF TG_OP = 'UPDATE' AND (OLD.reservation_date <> NEW.reservation_date OR OLD.practitioner_id <> NEW.practitioner_id) THEN
    PERFORM pg_notify('reservation_changes', json_build_object(
      'businessId', OLD.business_id,
      'date', OLD.reservation_date,
      'practitionerId', OLD.practitioner_id,
      'reservationId', OLD.id,
      'status', NEW.status,
      'op', TG_OP
    )::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "reservations" FOR EACH ROW EXECUTE FUNCTION "notify_reservation_change"();
