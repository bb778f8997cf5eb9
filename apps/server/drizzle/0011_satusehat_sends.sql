CREATE TABLE "satusehat_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"resource_id" text,
	"sent_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "satusehat_sends_kind_check" CHECK (kind in ('PATIENT_LOOKUP', 'ENCOUNTER_START', 'CONDITION', 'ENCOUNTER_FINISH')),
	CONSTRAINT "satusehat_sends_status_check" CHECK (status in ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "satusehat_sends" ADD CONSTRAINT "satusehat_sends_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satusehat_sends" ADD CONSTRAINT "satusehat_sends_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satusehat_sends" ADD CONSTRAINT "satusehat_sends_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "satusehat_sends_visit_idx" ON "satusehat_sends" USING btree ("business_id","visit_id","created_at");--> statement-breakpoint
CREATE INDEX "satusehat_sends_status_idx" ON "satusehat_sends" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "satusehat_sends_condition_uq" ON "satusehat_sends" USING btree ("visit_id","position") WHERE "satusehat_sends"."kind" = 'CONDITION';