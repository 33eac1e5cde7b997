-- A member's slip of sportsbook bets in one statement, which is its own transaction (book/bets.service.ts calls it
-- as a named prepared statement). The slip comes as one JSON argument read by name:
--   owner {ownerKey, siteCode, studio, playerId, currency}, bookKey, sports [..], gameCode, at, acceptBetterPrices,
--   defaults {minStake, maxStake, maxPayout, maxEventPayout} (the site's limits when the operator set none),
--   bets [{key, stake, price, potentialReturn, legs [{selectionId, price}]}]
-- where a bet's combined price and potential return are the caller's, from the leg prices asked (the maths lives
-- in @portal/house-games, not here). Answers {bets: the slip's bets as book_bet_view shows them, by id, balance}.
--
-- Lock order, as in settlement and cash-out: the slip's events (shared: a result being entered waits for the bets in
-- flight), then the member's wallet row (so a burst of slips is decided one at a time against the balance and the
-- event limits). A refusal raises and so undoes the whole slip:
--   BK001  a refusal; DETAIL is {status, message, field, params} and MESSAGE the code
--   BK002  PRICE_CHANGED; DETAIL is the changes [{selectionId, price, open}]
--   BK003  every change is a better price the member accepts; DETAIL is {selectionId: price now}: the caller prices
--          the bets again at those and sends the slip again
CREATE OR REPLACE FUNCTION book_place_slip(slip jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  owner jsonb := slip->'owner';
  placed_at timestamptz := (slip->>'at')::timestamptz;
  limits record;
  offers jsonb;
  changes jsonb := '[]';
  better jsonb := '{}';
  account bigint;
  book bigint;
  bet jsonb;
  bet_no int;
  leg jsonb;
  leg_no int;
  offer jsonb;
  asked bigint[];
  asked_price int;
  stake bigint;
  returns bigint;
  already bigint;
  bet_id bigint;
  entry_id bigint;
  placed bigint[] := '{}';
BEGIN
  SELECT min_stake, max_stake, max_payout, max_event_payout INTO limits
    FROM book_limits WHERE site_code = owner->>'siteCode';
  IF NOT FOUND THEN
    SELECT (slip#>>'{defaults,minStake}')::bigint AS min_stake, (slip#>>'{defaults,maxStake}')::bigint AS max_stake,
           (slip#>>'{defaults,maxPayout}')::bigint AS max_payout,
           (slip#>>'{defaults,maxEventPayout}')::bigint AS max_event_payout
      INTO limits;
  END IF;
  FOR bet, bet_no IN SELECT value, ordinality - 1 FROM jsonb_array_elements(slip->'bets') WITH ORDINALITY LOOP
    stake := (bet->>'stake')::bigint;
    IF stake < limits.min_stake THEN
      RAISE EXCEPTION USING ERRCODE = 'BK001', MESSAGE = 'STAKE_TOO_LOW', DETAIL = jsonb_build_object('status', 400,
        'message', format('bets.%s.stake: below the least stake', bet_no), 'field', format('bets.%s.stake', bet_no),
        'params', jsonb_build_object('minStake', limits.min_stake::text));
    END IF;
    IF stake > limits.max_stake THEN
      RAISE EXCEPTION USING ERRCODE = 'BK001', MESSAGE = 'STAKE_TOO_HIGH', DETAIL = jsonb_build_object('status', 400,
        'message', format('bets.%s.stake: above the most stake', bet_no), 'field', format('bets.%s.stake', bet_no),
        'params', jsonb_build_object('maxStake', limits.max_stake::text));
    END IF;
  END LOOP;

  -- By an array of ids, so each is a key lookup (the planner takes a set from JSON for a hundred rows, and joined).
  asked := ARRAY(SELECT DISTINCT (l->>'selectionId')::bigint
                   FROM jsonb_array_elements(slip->'bets') b, jsonb_array_elements(b->'legs') l);
  WITH locked AS (
         SELECT s.id, s.price, e.id AS event_id, e.sport,
                (m.status = 'open' AND e.status = 'open' AND e.starts_at > placed_at) AS open
           FROM book_selections s
           JOIN book_markets m ON m.id = s.market_id
           JOIN book_events e ON e.id = s.event_id
          WHERE s.id = ANY(asked)
            FOR SHARE OF e)
  SELECT coalesce(jsonb_object_agg(id::text, jsonb_build_object('price', price, 'event', event_id::text,
                  'sport', sport, 'open', open)), '{}')
    INTO offers FROM locked;

  FOR bet, bet_no IN SELECT value, ordinality - 1 FROM jsonb_array_elements(slip->'bets') WITH ORDINALITY LOOP
    FOR leg, leg_no IN SELECT value, ordinality - 1 FROM jsonb_array_elements(bet->'legs') WITH ORDINALITY LOOP
      offer := offers->(leg->>'selectionId');
      IF offer IS NULL OR NOT (slip->'sports') ? (offer->>'sport') THEN
        RAISE EXCEPTION USING ERRCODE = 'BK001', MESSAGE = 'SELECTION_NOT_FOUND', DETAIL = jsonb_build_object(
          'status', 404, 'message', format('bets.%s.legs.%s.selectionId: no such selection', bet_no, leg_no),
          'field', format('bets.%s.legs.%s.selectionId', bet_no, leg_no));
      END IF;
      asked_price := (leg->>'price')::int;
      IF NOT (offer->>'open')::boolean
         OR ((offer->>'price')::int <> asked_price
             AND NOT ((offer->>'price')::int > asked_price AND (slip->>'acceptBetterPrices')::boolean)) THEN
        IF NOT changes @> jsonb_build_array(jsonb_build_object('selectionId', leg->>'selectionId')) THEN
          changes := changes || jsonb_build_object('selectionId', leg->>'selectionId',
                                                   'price', (offer->>'price')::int, 'open', (offer->>'open')::boolean);
        END IF;
      ELSIF (offer->>'price')::int <> asked_price THEN
        better := better || jsonb_build_object(leg->>'selectionId', (offer->>'price')::int);
      END IF;
    END LOOP;
  END LOOP;
  IF jsonb_array_length(changes) > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'BK002', MESSAGE = 'PRICE_CHANGED', DETAIL = changes::text;
  END IF;
  IF better <> '{}' THEN
    RAISE EXCEPTION USING ERRCODE = 'BK003', MESSAGE = 'BETTER_PRICES', DETAIL = better::text;
  END IF;

  -- The wallet, made at its first use: read first, so a bet takes no number from the sequence for an account that
  -- exists; two first uses at once make it once (the loser's statement after the conflict sees the winner's row).
  SELECT id INTO account FROM book_accounts WHERE owner_key = owner->>'ownerKey' FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO book_accounts (owner_key, kind, site_code, studio, player_id, currency)
    VALUES (owner->>'ownerKey', 'player', owner->>'siteCode', owner->>'studio', owner->>'playerId',
            owner->>'currency')
    ON CONFLICT (owner_key) DO NOTHING RETURNING id INTO account;
    IF account IS NULL THEN
      SELECT id INTO account FROM book_accounts WHERE owner_key = owner->>'ownerKey' FOR UPDATE;
    END IF;
  END IF;
  SELECT id INTO book FROM book_accounts WHERE owner_key = slip->>'bookKey';
  IF NOT FOUND THEN
    INSERT INTO book_accounts (owner_key, kind, currency) VALUES (slip->>'bookKey', 'book', owner->>'currency')
    ON CONFLICT (owner_key) DO NOTHING RETURNING id INTO book;
    IF book IS NULL THEN
      SELECT id INTO book FROM book_accounts WHERE owner_key = slip->>'bookKey';
    END IF;
  END IF;

  FOR bet, bet_no IN SELECT value, ordinality - 1 FROM jsonb_array_elements(slip->'bets') WITH ORDINALITY LOOP
    SELECT id INTO bet_id FROM book_bets WHERE account_id = account AND client_key = bet->>'key';
    IF FOUND THEN
      placed := placed || bet_id;
      CONTINUE;
    END IF;
    IF (SELECT count(DISTINCT offers#>>ARRAY[l->>'selectionId', 'event']) < count(*)
          FROM jsonb_array_elements(bet->'legs') l) THEN
      RAISE EXCEPTION USING ERRCODE = 'BK001', MESSAGE = 'SAME_EVENT', DETAIL = jsonb_build_object('status', 400,
        'message', 'two legs of one event', 'field', format('bets.%s.legs', bet_no));
    END IF;
    stake := (bet->>'stake')::bigint;
    returns := (bet->>'potentialReturn')::bigint;
    IF returns > limits.max_payout THEN
      RAISE EXCEPTION USING ERRCODE = 'BK001', MESSAGE = 'PAYOUT_TOO_HIGH', DETAIL = jsonb_build_object('status', 400,
        'message', 'the bet may return more than the most', 'field', format('bets.%s.stake', bet_no),
        'params', jsonb_build_object('maxPayout', limits.max_payout::text));
    END IF;
    -- What the member's open bets on each of the bet's events may return with this one, counted and checked in
    -- this one statement (the rows locked in event order, as a settlement moving them locks them).
    WITH counted AS (
      INSERT INTO book_exposures (account_id, event_id, open_return)
      SELECT account, event_id, returns
        FROM (SELECT DISTINCT (offers#>>ARRAY[x->>'selectionId', 'event'])::bigint AS event_id
                FROM jsonb_array_elements(bet->'legs') x) events
       ORDER BY event_id
      ON CONFLICT (account_id, event_id) DO UPDATE SET open_return = book_exposures.open_return + excluded.open_return
      RETURNING open_return)
    SELECT max(open_return) INTO already FROM counted;
    IF already > limits.max_event_payout THEN
      RAISE EXCEPTION USING ERRCODE = 'BK001', MESSAGE = 'EVENT_PAYOUT_TOO_HIGH', DETAIL = jsonb_build_object(
        'status', 400, 'message', 'your bets on this event may return more than the most',
        'field', format('bets.%s.stake', bet_no),
        'params', jsonb_build_object('maxEventPayout', limits.max_event_payout::text));
    END IF;
    UPDATE book_accounts SET balance = balance - stake WHERE id = account AND balance >= stake;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'BK001', MESSAGE = 'INSUFFICIENT_FUNDS', DETAIL = jsonb_build_object(
        'status', 400, 'message', 'the wallet does not hold the stake', 'field', format('bets.%s.stake', bet_no));
    END IF;
    INSERT INTO book_bets (account_id, client_key, game_code, kind, stake, price, potential_return, placed_at)
    VALUES (account, bet->>'key', slip->>'gameCode',
            CASE WHEN jsonb_array_length(bet->'legs') > 1 THEN 'accumulator' ELSE 'single' END,
            stake, (bet->>'price')::int, returns, placed_at)
    RETURNING id INTO bet_id;
    INSERT INTO book_bet_legs (bet_id, leg_no, event_id, selection_id, price)
    SELECT bet_id, ordinality, (offers#>>ARRAY[value->>'selectionId', 'event'])::bigint,
           (value->>'selectionId')::bigint, (value->>'price')::int
      FROM jsonb_array_elements(bet->'legs') WITH ORDINALITY;
    -- The stake from the wallet to the book (whose account keeps no running balance: every bet would queue on it).
    INSERT INTO book_entries (kind, ref) VALUES ('bet', bet_id::text) RETURNING id INTO entry_id;
    INSERT INTO book_legs (entry_id, account_id, amount) VALUES (entry_id, account, -stake), (entry_id, book, stake);
    placed := placed || bet_id;
  END LOOP;
  RETURN jsonb_build_object(
    'bets', (SELECT jsonb_agg(book_bet_view(b) ORDER BY b.id) FROM book_bets b WHERE b.id = ANY(placed)),
    'balance', (SELECT balance::text FROM book_accounts WHERE id = account));
END
$$;
