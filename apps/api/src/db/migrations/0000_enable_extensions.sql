-- btree_gist lets exclusion constraints mix equality (operator id) with range overlap
-- (booking time), which is how double booking is refused by the database itself.
CREATE EXTENSION IF NOT EXISTS btree_gist;
