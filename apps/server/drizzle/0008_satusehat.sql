CREATE TABLE "satusehat_integrations" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"client_key" text NOT NULL,
	"secret_key_encrypted" text NOT NULL,
	"organization_name" text,
	"application_name" text,
	"status" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "satusehat_locations" (
	"business_id" uuid NOT NULL,
	"resource_id" text NOT NULL,
	"name" text NOT NULL,
	"resource" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "satusehat_locations_business_id_resource_id_pk" PRIMARY KEY("business_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "satusehat_organizations" (
	"business_id" uuid NOT NULL,
	"resource_id" text NOT NULL,
	"name" text NOT NULL,
	"resource" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "satusehat_organizations_business_id_resource_id_pk" PRIMARY KEY("business_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "satusehat_integrations" ADD CONSTRAINT "satusehat_integrations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satusehat_locations" ADD CONSTRAINT "satusehat_locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satusehat_organizations" ADD CONSTRAINT "satusehat_organizations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "satusehat_locations_business_name_idx" ON "satusehat_locations" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "satusehat_organizations_business_name_idx" ON "satusehat_organizations" USING btree ("business_id","name");