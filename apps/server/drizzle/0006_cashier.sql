CREATE TABLE "item_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"category_item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "items_price_check" CHECK ("items"."price" >= 0 AND "items"."price" <= 999999999999)
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"package_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"business_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "package_items_pkey" PRIMARY KEY("package_id","position")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"number_of_visit" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "packages_price_check" CHECK ("packages"."price" >= 0 AND "packages"."price" <= 999999999999),
	CONSTRAINT "packages_number_of_visit_check" CHECK ("packages"."number_of_visit" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "payment_sequences" (
	"business_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "payment_sequences_pkey" PRIMARY KEY("business_id","payment_date")
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"type" text DEFAULT 'CONSULTATION' NOT NULL,
	"item_id" uuid,
	"item_name" text,
	"item_name_original" text,
	"category_item_id" uuid,
	"category_name" text,
	"is_package" boolean DEFAULT false NOT NULL,
	"package_id" uuid,
	"package_name" text,
	"is_deposit" boolean DEFAULT false NOT NULL,
	"deposit_item_name" text,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"list_price" bigint,
	"type_discount" text,
	"discount" numeric(15, 2),
	"discount_amount" bigint NOT NULL,
	"line_total" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"payment_method" text,
	"practitioner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "payment_items_type_check" CHECK ("payment_items"."type" in ('CONSULTATION', 'FARMASI', 'CORRECTION')),
	CONSTRAINT "payment_items_line_check" CHECK (("payment_items"."is_package" AND "payment_items"."package_id" IS NOT NULL AND "payment_items"."quantity" = 1) OR (NOT "payment_items"."is_package" AND "payment_items"."item_id" IS NOT NULL)),
	CONSTRAINT "payment_items_quantity_check" CHECK ("payment_items"."quantity" BETWEEN 1 AND 10000),
	CONSTRAINT "payment_items_amount_check" CHECK ("payment_items"."amount" BETWEEN 0 AND 999999999999),
	CONSTRAINT "payment_items_discount_check" CHECK (("payment_items"."type_discount" IS NULL AND "payment_items"."discount" IS NULL) OR ("payment_items"."type_discount" = 'PERCENTAGE' AND "payment_items"."discount" BETWEEN 0 AND 100) OR ("payment_items"."type_discount" = 'NUMBER' AND "payment_items"."discount" >= 0 AND "payment_items"."discount" = trunc("payment_items"."discount"))),
	CONSTRAINT "payment_items_total_check" CHECK ("payment_items"."discount_amount" >= 0 AND "payment_items"."line_total" BETWEEN 0 AND 999999999999 AND "payment_items"."line_total" = (CASE WHEN "payment_items"."is_package" THEN "payment_items"."amount" ELSE "payment_items"."quantity" * "payment_items"."amount" END) - "payment_items"."discount_amount"),
	CONSTRAINT "payment_items_method_check" CHECK ("payment_items"."payment_method" in ('CASH', 'CREDIT_CARD', 'DEBIT', 'TRANSFER', 'QRIS'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"receipt_number" text NOT NULL,
	"kind" text DEFAULT 'PAYMENT' NOT NULL,
	"parent_payment_id" uuid,
	"visit_id" uuid,
	"booking_id" uuid,
	"patient_id" uuid,
	"practitioner_id" uuid,
	"payment_method" text,
	"card_last4" text,
	"user_name" text,
	"user_email" text,
	"user_phone_number" text,
	"total_amount" bigint NOT NULL,
	"total_amount_correction" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('PAYMENT', 'CORRECTION') AND (("payments"."kind" = 'PAYMENT') = ("payments"."parent_payment_id" IS NULL))),
	CONSTRAINT "payments_method_check" CHECK ("payments"."payment_method" in ('CASH', 'CREDIT_CARD', 'DEBIT', 'TRANSFER', 'QRIS')),
	CONSTRAINT "payments_card_check" CHECK ("payments"."card_last4" ~ '^[0-9]{4}$' AND "payments"."payment_method" in ('CREDIT_CARD', 'DEBIT') OR "payments"."card_last4" IS NULL),
	CONSTRAINT "payments_totals_check" CHECK ("payments"."total_amount" BETWEEN 0 AND 999999999999999 AND "payments"."total_amount_correction" BETWEEN 0 AND 999999999999999)
);
--> statement-breakpoint
CREATE TABLE "patient_package_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"patient_package_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"action" text NOT NULL,
	"use_id" uuid,
	"visit_id" uuid,
	"booking_id" uuid,
	"event_date" date NOT NULL,
	"remaining_visits" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "patient_package_events_action_check" CHECK ("patient_package_events"."action" in ('PURCHASE', 'USE', 'UNDO', 'RELEASE')),
	CONSTRAINT "patient_package_events_remaining_check" CHECK ("patient_package_events"."remaining_visits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "patient_package_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"patient_package_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"booking_id" uuid,
	"reservation_date" date NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "patient_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"payment_id" uuid,
	"payment_item_id" uuid,
	"package_name" text NOT NULL,
	"number_of_visit" integer NOT NULL,
	"remaining_visits" integer NOT NULL,
	"price" bigint NOT NULL,
	"type_discount" text,
	"discount" numeric(15, 2),
	"subtotal" bigint NOT NULL,
	"purchase_date" date NOT NULL,
	"last_reservation_date" date NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "patient_packages_remaining_check" CHECK ("patient_packages"."remaining_visits" >= 0 AND "patient_packages"."remaining_visits" <= "patient_packages"."number_of_visit"),
	CONSTRAINT "patient_packages_money_check" CHECK ("patient_packages"."price" BETWEEN 0 AND 999999999999 AND "patient_packages"."subtotal" BETWEEN 0 AND "patient_packages"."price")
);
--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_item_id_item_categories_id_fk" FOREIGN KEY ("category_item_id") REFERENCES "public"."item_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sequences" ADD CONSTRAINT "payment_sequences_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_category_item_id_item_categories_id_fk" FOREIGN KEY ("category_item_id") REFERENCES "public"."item_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_parent_payment_id_payments_id_fk" FOREIGN KEY ("parent_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_reservations_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_practitioner_id_users_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_package_events" ADD CONSTRAINT "patient_package_events_use_id_patient_package_uses_id_fk" FOREIGN KEY ("use_id") REFERENCES "public"."patient_package_uses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_package_events" ADD CONSTRAINT "patient_package_events_patient_package_fk" FOREIGN KEY ("patient_package_id") REFERENCES "public"."patient_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_package_uses" ADD CONSTRAINT "patient_package_uses_patient_package_id_patient_packages_id_fk" FOREIGN KEY ("patient_package_id") REFERENCES "public"."patient_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_package_uses" ADD CONSTRAINT "patient_package_uses_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_package_uses" ADD CONSTRAINT "patient_package_uses_booking_id_reservations_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_payment_item_id_payment_items_id_fk" FOREIGN KEY ("payment_item_id") REFERENCES "public"."payment_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_categories_business_name_key" ON "item_categories" USING btree ("business_id",lower("name")) WHERE "item_categories"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "items_business_category_name_key" ON "items" USING btree ("business_id","category_item_id",lower("name")) WHERE "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_business_name_idx" ON "items" USING btree ("business_id",lower("name")) WHERE "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "package_items_item_idx" ON "package_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_business_name_key" ON "packages" USING btree ("business_id",lower("name")) WHERE "packages"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_payment_position_key" ON "payment_items" USING btree ("payment_id","position");--> statement-breakpoint
CREATE INDEX "payment_items_history_idx" ON "payment_items" USING btree ("business_id","paid_at","payment_id","position");--> statement-breakpoint
CREATE INDEX "payment_items_practitioner_history_idx" ON "payment_items" USING btree ("business_id","practitioner_id","paid_at");--> statement-breakpoint
CREATE INDEX "payment_items_category_history_idx" ON "payment_items" USING btree ("business_id","category_item_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("business_id","receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_per_visit_key" ON "payments" USING btree ("business_id","visit_id") WHERE "payments"."parent_payment_id" IS NULL AND "payments"."visit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_business_visit_idx" ON "payments" USING btree ("business_id","visit_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_parent_idx" ON "payments" USING btree ("parent_payment_id","paid_at") WHERE "payments"."parent_payment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "patient_package_events_history_idx" ON "patient_package_events" USING btree ("business_id","patient_id","event_date","created_at");--> statement-breakpoint
CREATE INDEX "patient_package_events_package_idx" ON "patient_package_events" USING btree ("patient_package_id","event_date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_package_uses_live_key" ON "patient_package_uses" USING btree ("patient_package_id","visit_id") WHERE "patient_package_uses"."undone_at" IS NULL;--> statement-breakpoint
CREATE INDEX "patient_package_uses_business_visit_idx" ON "patient_package_uses" USING btree ("business_id","visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_packages_payment_item_key" ON "patient_packages" USING btree ("payment_item_id") WHERE "patient_packages"."payment_item_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "patient_packages_business_patient_idx" ON "patient_packages" USING btree ("business_id","patient_id");--> statement-breakpoint
CREATE INDEX "patient_packages_follow_up_idx" ON "patient_packages" USING btree ("business_id","last_reservation_date","patient_id") WHERE "patient_packages"."released_at" IS NULL AND "patient_packages"."remaining_visits" > 0;