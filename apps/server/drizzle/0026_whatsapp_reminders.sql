CREATE TABLE "whatsapp_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reservation_id" uuid,
	"patient_package_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "whatsapp_reminders_subject_check" CHECK (("whatsapp_reminders"."kind" = 'RESERVATION' AND "whatsapp_reminders"."reservation_id" IS NOT NULL AND "whatsapp_reminders"."patient_package_id" IS NULL)
        OR ("whatsapp_reminders"."kind" = 'PACKAGE' AND "whatsapp_reminders"."patient_package_id" IS NOT NULL AND "whatsapp_reminders"."reservation_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_reminders" ADD CONSTRAINT "whatsapp_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_reminders" ADD CONSTRAINT "whatsapp_reminders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_reminders" ADD CONSTRAINT "whatsapp_reminders_patient_package_id_patient_packages_id_fk" FOREIGN KEY ("patient_package_id") REFERENCES "public"."patient_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_reminders" ADD CONSTRAINT "whatsapp_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_reminders_reservation_idx" ON "whatsapp_reminders" USING btree ("business_id","reservation_id","sent_at") WHERE "whatsapp_reminders"."reservation_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "whatsapp_reminders_package_idx" ON "whatsapp_reminders" USING btree ("business_id","patient_package_id","sent_at") WHERE "whatsapp_reminders"."patient_package_id" IS NOT NULL;