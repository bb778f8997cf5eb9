CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone_number" text,
	"date_of_birth" date,
	"gender" text,
	"address" text,
	"remark" text,
	"email" text,
	"identification_type" text DEFAULT 'KTP' NOT NULL,
	"identification_number" text,
	"medical_record_number" text,
	"allergies" text[] DEFAULT '{}'::text[] NOT NULL,
	"satu_sehat_patient_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "visit_sequences" (
	"business_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"last_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "visit_sequences_pk" PRIMARY KEY("business_id","visit_date")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"location_id" text,
	"booking_id" uuid,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"visit_date" date NOT NULL,
	"sequence_number" integer NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"anamnesis" text,
	"examination" text,
	"treatment" text,
	"riwayat_penyakit" text,
	"riwayat_penyakit_keluarga" text,
	"diagnoses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_uploads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"end_note" text,
	"end_file_url" text,
	"satu_sehat_encounter_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "visits_status_check" CHECK ("visits"."status" in ('BOOKED', 'ACTIVE', 'WAITING_PAYMENT', 'DONE', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "medical_record_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"visit_id" uuid,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icd10_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"code_compact" text NOT NULL,
	"title_en" text NOT NULL,
	"title_id" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "icd10_codes"."code" || ' ' || "icd10_codes"."title_en" || ' ' || "icd10_codes"."title_id")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_sequences" ADD CONSTRAINT "visit_sequences_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_practitioner_id_users_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_record_audit" ADD CONSTRAINT "medical_record_audit_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_record_audit" ADD CONSTRAINT "medical_record_audit_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_record_audit" ADD CONSTRAINT "medical_record_audit_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_record_audit" ADD CONSTRAINT "medical_record_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_business_mrn_key" ON "patients" USING btree ("business_id",lower("medical_record_number")) WHERE "patients"."medical_record_number" is not null;--> statement-breakpoint
CREATE INDEX "patients_business_created_idx" ON "patients" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "patients_business_name_idx" ON "patients" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "patients_business_identification_idx" ON "patients" USING btree ("business_id","identification_number");--> statement-breakpoint
CREATE INDEX "patients_business_satusehat_idx" ON "patients" USING btree ("business_id","satu_sehat_patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_one_active_per_patient_key" ON "visits" USING btree ("business_id","patient_id") WHERE "visits"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "visits_business_day_sequence_key" ON "visits" USING btree ("business_id","visit_date","sequence_number");--> statement-breakpoint
CREATE INDEX "visits_business_status_start_idx" ON "visits" USING btree ("business_id","status","started_at");--> statement-breakpoint
CREATE INDEX "visits_business_start_idx" ON "visits" USING btree ("business_id","started_at");--> statement-breakpoint
CREATE INDEX "visits_business_practitioner_start_idx" ON "visits" USING btree ("business_id","practitioner_id","started_at");--> statement-breakpoint
CREATE INDEX "visits_business_patient_start_idx" ON "visits" USING btree ("business_id","patient_id","started_at");--> statement-breakpoint
CREATE INDEX "visits_business_booking_idx" ON "visits" USING btree ("business_id","booking_id");--> statement-breakpoint
CREATE INDEX "medical_record_audit_patient_idx" ON "medical_record_audit" USING btree ("business_id","patient_id","at");--> statement-breakpoint
CREATE INDEX "medical_record_audit_visit_idx" ON "medical_record_audit" USING btree ("business_id","visit_id","at");--> statement-breakpoint
CREATE INDEX "icd10_codes_code_compact_idx" ON "icd10_codes" USING btree ("code_compact" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "icd10_codes_search_idx" ON "icd10_codes" USING gin ("search_vector");