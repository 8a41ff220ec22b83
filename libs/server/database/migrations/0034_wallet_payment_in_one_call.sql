-- Written by hand. A wallet payment took twelve round trips between the API and PostgreSQL; as with placing an
-- order (0033), the round trips were most of its cost. The payment and the pieces it shares with the card payment
-- (0035) and with the services:

-- A ledger journal and its entries, each entry's account found by its owner (`postJournal` in libs/server/wallet).
-- When an account is not open yet, only the journal is written and `missing` is true: the caller opens the
-- accounts and writes the entries. Each owner kind is looked up on its own unique index (the statement this
-- replaces compared owners with IS NOT DISTINCT FROM, which no index serves: it read every account).
CREATE FUNCTION ledger_write_journal(
  p_kind text,
  p_key text,
  p_reference_type text,
  p_reference_id integer,
  p_remark text,
  p_entries jsonb
) RETURNS TABLE (journal_id integer, missing boolean) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH journal AS (
    INSERT INTO ledger_journals (kind, idempotency_key, reference_type, reference_id, remark)
    VALUES (p_kind, p_key, p_reference_type, p_reference_id, p_remark)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING ledger_journals.id
  ), entry AS (
    SELECT entry.position, entry.amount_minor, account.id AS account_id
      FROM jsonb_to_recordset(p_entries)
           AS entry(position int, owner_type text, user_id int, shop_id int, kind text, amount_minor bigint)
      LEFT JOIN LATERAL (
        SELECT owned.id FROM ledger_accounts owned
         WHERE entry.owner_type = 'user' AND owned.owner_type = 'user' AND owned.user_id = entry.user_id
           AND owned.kind = entry.kind
        UNION ALL
        SELECT owned.id FROM ledger_accounts owned
         WHERE entry.owner_type = 'shop' AND owned.owner_type = 'shop' AND owned.shop_id = entry.shop_id
           AND owned.kind = entry.kind
        UNION ALL
        SELECT owned.id FROM ledger_accounts owned
         WHERE entry.owner_type = 'platform' AND owned.owner_type = 'platform' AND owned.kind = entry.kind
      ) account ON true
  ), written AS (
    INSERT INTO ledger_entries (journal_id, account_id, amount_minor)
    SELECT journal.id, entry.account_id, entry.amount_minor
      FROM journal, entry
      WHERE NOT EXISTS (SELECT 1 FROM entry WHERE entry.account_id IS NULL)
     ORDER BY entry.position
  )
  SELECT (SELECT journal.id FROM journal), EXISTS (SELECT 1 FROM entry WHERE entry.account_id IS NULL);
END $$;
--> statement-breakpoint
-- An event of an aggregate, numbered after the aggregate's last under the aggregate's transaction lock, with one
-- delivery per subscriber of its type; the dispatchers are woken when the transaction commits (`emit` in
-- libs/server/core). Each statement of the function reads after the lock is granted, so under READ COMMITTED it
-- sees the sequence its predecessor committed.
CREATE FUNCTION record_event(
  p_aggregate_type text,
  p_aggregate_id text,
  p_type text,
  p_version integer,
  p_payload jsonb,
  p_events_channel text
) RETURNS TABLE (id bigint, sequence integer, created_at timestamptz) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_aggregate_type || ':' || p_aggregate_id, 0));
  RETURN QUERY
  WITH recorded AS (
    INSERT INTO domain_events (aggregate_type, aggregate_id, sequence, type, version, payload)
    SELECT p_aggregate_type, p_aggregate_id, coalesce(max(earlier.sequence), 0) + 1, p_type, p_version, p_payload
      FROM domain_events earlier
     WHERE earlier.aggregate_type = p_aggregate_type AND earlier.aggregate_id = p_aggregate_id
    RETURNING domain_events.id, domain_events.sequence, domain_events.created_at
  ), fanned_out AS (
    INSERT INTO event_deliveries (event_id, subscriber, aggregate_type, aggregate_id, sequence)
    SELECT recorded.id, subscription.subscriber, p_aggregate_type, p_aggregate_id, recorded.sequence
      FROM recorded JOIN event_subscriptions subscription ON subscription.event_type = p_type
  )
  SELECT recorded.id, recorded.sequence, recorded.created_at FROM recorded;
  PERFORM pg_notify(p_events_channel, '');
END $$;
--> statement-breakpoint
-- Whether an order cannot be paid now (`paymentRefusal` in libs/server/orders/src/states.ts, for the services):
-- not unpaid, cash on delivery chosen, already on its way, or a card attempt in flight.
CREATE FUNCTION order_payment_refused(paying orders) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT paying.payment_state <> 'unpaid' OR paying.payment_method IS NOT DISTINCT FROM 'cod'
      OR paying.delivery_state <> 'to_ship' OR paying.card_attempt_id IS NOT NULL;
$$;
--> statement-breakpoint
-- The locked order `paying` marked paid by its shopper, with its history row and `order.paid` event, whose payload
-- is `OrderEventPayload` (libs/server/orders/src/transitions.ts) of the step unpaid → paid.
CREATE FUNCTION mark_order_paid(
  paying orders,
  p_method text,
  p_card_last4 text,
  p_sandbox boolean,
  p_event_version integer,
  p_events_channel text
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET payment_state = 'paid', payment_method = p_method, paid_at = now(),
                    actual_pay_minor = paying.total_minor, auto_cancel_at = NULL, card_last4 = p_card_last4,
                    payment_sandbox = p_sandbox, card_attempt_id = NULL
   WHERE id = paying.id;
  INSERT INTO order_history (order_id, axis, from_state, to_state, actor_kind, actor_id)
  VALUES (paying.id, 'payment', 'unpaid', 'paid', 'shopper', paying.user_id);
  PERFORM 1 FROM record_event('order', paying.id::text, 'order.paid', p_event_version,
    jsonb_build_object('orderId', paying.id, 'orderSn', paying.order_sn, 'userId', paying.user_id,
                       'shopId', paying.shop_id, 'shopName', paying.shop_name, 'totalMinor', paying.total_minor,
                       'paymentMethod', p_method, 'axis', 'payment', 'from', 'unpaid', 'to', 'paid',
                       'actor', jsonb_build_object('kind', 'shopper', 'id', paying.user_id),
                       'remark', NULL, 'carrier', paying.carrier, 'logSn', paying.log_sn),
    p_events_channel);
END $$;
--> statement-breakpoint
-- A wallet payment of one of the user's orders (`payOrder` in libs/server/orders), as one statement: the
-- Idempotency-Key claimed, the order locked and checked as `paymentRefusal` checks it, the order's payment journal
-- posted from the user's available balance into the platform's order payables (an overdraft is refused by the
-- ledger's CHECK: the caller answers INSUFFICIENT_BALANCE), the order marked paid with its payment row, history
-- row and `order.paid` event, and the answer stored under the key. A refusal raises SQLSTATE MAL01 naming the
-- error catalogue's key.
CREATE FUNCTION pay_order_from_wallet(
  p_user_id integer,
  p_order_id integer,
  p_journal_key text,
  p_idempotency_key text,
  p_request_digest text,
  p_event_version integer,
  p_events_channel text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  claim record;
  paying orders%ROWTYPE;
  posted record;
  paid_answer jsonb := jsonb_build_object('orderId', p_order_id);
BEGIN
  IF p_idempotency_key IS NOT NULL THEN
    SELECT * INTO claim FROM idempotency_claim(p_user_id, p_idempotency_key, 'payOrder', p_request_digest);
    IF NOT claim.claimed THEN
      RETURN claim.earlier_answer;
    END IF;
  END IF;

  SELECT * INTO paying FROM orders WHERE id = p_order_id AND user_id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ORDER_NOT_FOUND' USING ERRCODE = 'MAL01';
  END IF;
  IF order_payment_refused(paying) THEN
    RAISE EXCEPTION 'ORDER_PAYMENT_FAILED' USING ERRCODE = 'MAL01';
  END IF;

  SELECT * INTO posted FROM ledger_write_journal('order_payment', p_journal_key, 'order', p_order_id, '',
    jsonb_build_array(
      jsonb_build_object('position', 0, 'owner_type', 'user', 'user_id', p_user_id, 'kind', 'available',
                         'amount_minor', -paying.total_minor),
      jsonb_build_object('position', 1, 'owner_type', 'platform', 'kind', 'order_payables',
                         'amount_minor', paying.total_minor)));
  IF posted.journal_id IS NULL THEN
    -- An unpaid order whose payment journal exists: the books and the order disagree. Nothing is charged twice.
    RAISE EXCEPTION 'order % is unpaid but its payment journal % exists', p_order_id, p_journal_key;
  END IF;
  IF posted.missing THEN
    -- No wallet yet: nothing to pay with.
    RAISE EXCEPTION 'INSUFFICIENT_BALANCE' USING ERRCODE = 'MAL01';
  END IF;

  INSERT INTO payments (order_id, method, succeeded, amount_minor)
  VALUES (p_order_id, 'wallet', true, paying.total_minor);
  PERFORM mark_order_paid(paying, 'wallet', NULL, false, p_event_version, p_events_channel);

  IF p_idempotency_key IS NOT NULL THEN
    PERFORM idempotency_answer(p_user_id, p_idempotency_key, paid_answer);
  END IF;
  RETURN paid_answer;
END $$;
