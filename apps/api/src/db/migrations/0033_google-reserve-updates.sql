ALTER TABLE "google_reserve_bookings" ADD COLUMN "told_google" jsonb;--> statement-breakpoint
-- Reserve with Google's real-time updates (decision 026): whichever code writes them, a change
-- of the slots of a shop that Google serves leaves a row in google_reserve_updates in the same
-- transaction; a job sends them. Statement triggers with transition tables (like 0007's): a bulk
-- write leaves one row per shop, covering the held time that opened or closed.
CREATE FUNCTION google_reserve_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO google_reserve_updates (shop_id, kind, starts_at, ends_at)
  SELECT c.shop_id, 'AVAILABILITY_REPLACE', min(c.held_from), max(c.held_until)
  FROM changed c
  JOIN google_reserve_merchants m ON m.shop_id = c.shop_id AND m.status = 'APPROVED'
  WHERE c.status IN ('AWAITING_PREPAYMENT', 'CONFIRMED', 'COMPLETED')
  GROUP BY c.shop_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update counts when it moves what the booking holds: taken or freed (its status in or out of
-- the exclusion constraint's set), another operator, other held times. Both the old and the new
-- hold are covered.
CREATE FUNCTION google_reserve_bookings_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO google_reserve_updates (shop_id, kind, starts_at, ends_at)
  SELECT c.shop_id, 'AVAILABILITY_REPLACE', min(c.held_from), max(c.held_until)
  FROM (
    SELECT o.shop_id, least(o.held_from, n.held_from) AS held_from,
           greatest(o.held_until, n.held_until) AS held_until
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status IN ('AWAITING_PREPAYMENT', 'CONFIRMED', 'COMPLETED'),
           o.operator_id, o.held_from, o.held_until)
      IS DISTINCT FROM
          (n.status IN ('AWAITING_PREPAYMENT', 'CONFIRMED', 'COMPLETED'),
           n.operator_id, n.held_from, n.held_until)
  ) c
  JOIN google_reserve_merchants m ON m.shop_id = c.shop_id AND m.status = 'APPROVED'
  GROUP BY c.shop_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_google_reserve_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION google_reserve_bookings_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_google_reserve_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION google_reserve_bookings_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_google_reserve_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION google_reserve_bookings_moved();
--> statement-breakpoint
-- Anything availability is computed from (hours, special days, services, operators, shifts,
-- time off, booking rules) moves shops.schedule_version (0007): the whole horizon is replaced.
CREATE FUNCTION google_reserve_schedule_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO google_reserve_updates (shop_id, kind)
  SELECT NEW.id, 'AVAILABILITY_REPLACE'
  WHERE EXISTS (
    SELECT 1 FROM google_reserve_merchants m WHERE m.shop_id = NEW.id AND m.status = 'APPROVED'
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shops_google_reserve_schedule AFTER UPDATE ON shops FOR EACH ROW
  WHEN (OLD.schedule_version IS DISTINCT FROM NEW.schedule_version)
  EXECUTE FUNCTION google_reserve_schedule_changed();
--> statement-breakpoint
-- A Google booking changed: its status or its time. The job tells Google only what differs from
-- what Google last heard (google_reserve_bookings.told_google), so Google's own changes through
-- UpdateBooking are not echoed back.
CREATE FUNCTION google_reserve_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO google_reserve_updates (shop_id, kind, order_id)
  SELECT NEW.shop_id, 'BOOKING_NOTIFICATION', NEW.id
  WHERE EXISTS (SELECT 1 FROM google_reserve_bookings g WHERE g.order_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_google_reserve_notify AFTER UPDATE ON orders FOR EACH ROW
  WHEN (NEW.source = 'GOOGLE' AND (OLD.status, OLD.starts_at, OLD.ends_at)
        IS DISTINCT FROM (NEW.status, NEW.starts_at, NEW.ends_at))
  EXECUTE FUNCTION google_reserve_order_changed();
