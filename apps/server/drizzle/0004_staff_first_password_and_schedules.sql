CREATE TABLE "practitioner_schedules" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"duration_visit" smallint DEFAULT 15 NOT NULL,
	"weekend_mode" boolean DEFAULT false NOT NULL,
	"days" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioner_schedules" ADD CONSTRAINT "practitioner_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_schedules" ADD CONSTRAINT "practitioner_schedules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;