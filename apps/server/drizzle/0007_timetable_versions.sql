CREATE TABLE "timetable_clinic_versions" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetable_day_versions" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "timetable_day_versions_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
ALTER TABLE "timetable_clinic_versions" ADD CONSTRAINT "timetable_clinic_versions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_day_versions" ADD CONSTRAINT "timetable_day_versions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The timetable's change counters (issue 13's timetable cache): each is bumped in the transaction
-- that changes what the answer shows, so an instance that finds a counter as it was when it built
-- an answer knows that no write committed since has changed it, whichever instance made the write.
CREATE FUNCTION "bump_timetable_clinic_version"("business" uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "timetable_clinic_versions" AS v ("business_id") VALUES ("business")
  ON CONFLICT ("business_id") DO UPDATE SET "version" = v."version" + 1;
$$;--> statement-breakpoint
-- Statement-level with transition tables: a bulk write (the demo seed, the benchmark's) bumps each
-- of its days once. The days are locked in one order, so two transactions moving reservations in
-- opposite directions between two days queue instead of deadlocking.
CREATE FUNCTION "bump_timetable_day_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "timetable_day_versions" AS v ("business_id", "day")
    SELECT DISTINCT "business_id", "reservation_date" FROM "new_rows"
    ORDER BY 1, 2
    ON CONFLICT ("business_id", "day") DO UPDATE SET "version" = v."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "timetable_day_versions" AS v ("business_id", "day")
    SELECT DISTINCT "business_id", "reservation_date" FROM "old_rows"
    ORDER BY 1, 2
    ON CONFLICT ("business_id", "day") DO UPDATE SET "version" = v."version" + 1;
  ELSE
    -- A move bumps the day it leaves and the day it lands on.
    INSERT INTO "timetable_day_versions" AS v ("business_id", "day")
    SELECT "business_id", "reservation_date" FROM "old_rows"
    UNION
    SELECT "business_id", "reservation_date" FROM "new_rows"
    ORDER BY 1, 2
    ON CONFLICT ("business_id", "day") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_timetable_version_insert" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_timetable_day_versions"();--> statement-breakpoint
CREATE TRIGGER "reservations_timetable_version_update" AFTER UPDATE ON "reservations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_timetable_day_versions"();--> statement-breakpoint
CREATE TRIGGER "reservations_timetable_version_delete" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_timetable_day_versions"();--> statement-breakpoint
-- A practitioner's row: their name, role, being active, their clinic, and their weekly schedule.
CREATE FUNCTION "bump_timetable_clinic_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."business_id" IS NOT NULL THEN
    PERFORM "bump_timetable_clinic_version"(OLD."business_id");
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."business_id" IS NOT NULL
    AND (TG_OP = 'INSERT' OR NEW."business_id" IS DISTINCT FROM OLD."business_id") THEN
    PERFORM "bump_timetable_clinic_version"(NEW."business_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_timetable_version" AFTER INSERT OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "bump_timetable_clinic_versions"();--> statement-breakpoint
CREATE TRIGGER "users_timetable_version_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."role" IS DISTINCT FROM NEW."role"
    OR OLD."deactivated_at" IS DISTINCT FROM NEW."deactivated_at"
    OR OLD."business_id" IS DISTINCT FROM NEW."business_id")
  EXECUTE FUNCTION "bump_timetable_clinic_versions"();--> statement-breakpoint
CREATE TRIGGER "practitioner_schedules_timetable_version" AFTER INSERT OR UPDATE OR DELETE ON "practitioner_schedules" FOR EACH ROW EXECUTE FUNCTION "bump_timetable_clinic_versions"();
