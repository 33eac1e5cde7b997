-- Written by hand. Issue 23 §3: lottery_place_order takes the order as one jsonb argument with named fields
-- (db/functions/lottery_place_order.sql, applied after the migrations) instead of 31 positional parameters
-- that its caller mirrored by hand. CREATE OR REPLACE cannot change a function's arguments, and the old form
-- would stay beside the new one as an overload: it goes here.
DROP FUNCTION IF EXISTS lottery_place_order(
  integer, text, text, text, jsonb, bigint[], bigint[], bigint, integer, bigint, text, text, text, jsonb, bigint,
  timestamptz, bigint[], bigint[], bigint, bigint[], smallint[], text[], jsonb[], text[], integer[], integer[],
  integer[], bigint[], bigint[], jsonb[], bigint[]
);
