ALTER TABLE "shops" ADD COLUMN "schedule_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change to what a shop's availability is computed from moves its schedule_version on, in the
-- same transaction, whichever code (or person) writes it: API instances cache schedules and
-- check this number in the statement that reads bookings. Statement triggers with transition
-- tables: a bulk insert (an import, the bench's generator) bumps each shop once, not per row.
CREATE FUNCTION bump_schedule_by_shop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shops SET schedule_version = schedule_version + 1
  WHERE id IN (SELECT shop_id FROM changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_schedule_by_operator() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shops SET schedule_version = schedule_version + 1
  WHERE id IN (SELECT shop_id FROM operators WHERE id IN (SELECT operator_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update of the shop row itself (booking rules, review status, slot grid…) moves it on too,
-- unless the update is the bump.
CREATE FUNCTION shops_schedule_version_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.schedule_version = OLD.schedule_version THEN
    NEW.schedule_version := OLD.schedule_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER shops_schedule_version BEFORE UPDATE ON shops
  FOR EACH ROW EXECUTE FUNCTION shops_schedule_version_on_update();
--> statement-breakpoint
CREATE TRIGGER shop_hours_schedule_insert AFTER INSERT ON shop_hours REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER shop_hours_schedule_update AFTER UPDATE ON shop_hours REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER shop_hours_schedule_delete AFTER DELETE ON shop_hours REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER shop_special_days_schedule_insert AFTER INSERT ON shop_special_days REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER shop_special_days_schedule_update AFTER UPDATE ON shop_special_days REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER shop_special_days_schedule_delete AFTER DELETE ON shop_special_days REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER services_schedule_insert AFTER INSERT ON services REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER services_schedule_update AFTER UPDATE ON services REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER services_schedule_delete AFTER DELETE ON services REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER operators_schedule_insert AFTER INSERT ON operators REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER operators_schedule_update AFTER UPDATE ON operators REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER operators_schedule_delete AFTER DELETE ON operators REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_shop();
--> statement-breakpoint
CREATE TRIGGER operator_services_schedule_insert AFTER INSERT ON operator_services REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_operator();
--> statement-breakpoint
CREATE TRIGGER operator_services_schedule_update AFTER UPDATE ON operator_services REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_operator();
--> statement-breakpoint
CREATE TRIGGER operator_services_schedule_delete AFTER DELETE ON operator_services REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_operator();
--> statement-breakpoint
CREATE TRIGGER operator_shifts_schedule_insert AFTER INSERT ON operator_shifts REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_operator();
--> statement-breakpoint
CREATE TRIGGER operator_shifts_schedule_update AFTER UPDATE ON operator_shifts REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_operator();
--> statement-breakpoint
CREATE TRIGGER operator_shifts_schedule_delete AFTER DELETE ON operator_shifts REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_operator();
--> statement-breakpoint
CREATE TRIGGER operator_time_off_schedule_insert AFTER INSERT ON operator_time_off REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_operator();
--> statement-breakpoint
CREATE TRIGGER operator_time_off_schedule_update AFTER UPDATE ON operator_time_off REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_operator();
--> statement-breakpoint
CREATE TRIGGER operator_time_off_schedule_delete AFTER DELETE ON operator_time_off REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_schedule_by_operator();
