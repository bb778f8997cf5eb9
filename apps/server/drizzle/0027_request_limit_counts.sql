CREATE TABLE "request_limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_limit_counts_window_ends_at_idx" ON "request_limit_counts" USING btree ("window_ends_at");