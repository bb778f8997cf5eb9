CREATE TABLE "cash_closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"cashier_id" uuid NOT NULL,
	"business_day" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counted_cash" bigint NOT NULL,
	"expected_cash" bigint NOT NULL,
	"difference" bigint NOT NULL,
	"figures" jsonb NOT NULL,
	"first_paid_at" timestamp with time zone,
	"last_paid_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	CONSTRAINT "cash_closings_counted_check" CHECK ("cash_closings"."counted_cash" BETWEEN 0 AND 999999999999),
	CONSTRAINT "cash_closings_difference_check" CHECK ("cash_closings"."difference" = "cash_closings"."counted_cash" - "cash_closings"."expected_cash")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closing_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_closings" ADD CONSTRAINT "cash_closings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closings" ADD CONSTRAINT "cash_closings_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_closings_business_day_idx" ON "cash_closings" USING btree ("business_id","business_day","closed_at");--> statement-breakpoint
CREATE INDEX "cash_closings_business_cashier_idx" ON "cash_closings" USING btree ("business_id","cashier_id","closed_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_closing_id_cash_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."cash_closings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_open_by_cashier_idx" ON "payments" USING btree ("business_id","created_by","paid_at") WHERE "payments"."closing_id" IS NULL;