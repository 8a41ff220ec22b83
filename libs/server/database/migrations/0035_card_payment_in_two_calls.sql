-- Written by hand. A card payment is a payment intent (`payByCard` in libs/server/orders): the attempt recorded and
-- committed, the provider called with no transaction open, the outcome recorded. Each recording took five to nine
-- round trips; each is now one statement in autocommit.

-- The attempt of paying the user's order by the card ending in `p_card_last4`, the order locked: the order's
-- pending attempt when it is this card's (a retry after a lost answer or a crash resumes it, and the provider
-- answers its first outcome), else a new one. Another card's attempt in flight refuses, as does an order that
-- cannot be paid (SQLSTATE MAL01).
CREATE FUNCTION begin_card_attempt(p_user_id integer, p_order_id integer, p_card_last4 text)
RETURNS card_payment_attempts LANGUAGE plpgsql AS $$
DECLARE
  paying orders%ROWTYPE;
  attempt card_payment_attempts%ROWTYPE;
BEGIN
  SELECT * INTO paying FROM orders WHERE id = p_order_id AND user_id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ORDER_NOT_FOUND' USING ERRCODE = 'MAL01';
  END IF;
  IF paying.card_attempt_id IS NOT NULL THEN
    SELECT * INTO attempt FROM card_payment_attempts WHERE id = paying.card_attempt_id;
    IF attempt.state = 'pending' AND attempt.card_last4 = p_card_last4 THEN
      RETURN attempt;
    END IF;
    RAISE EXCEPTION 'ORDER_PAYMENT_FAILED' USING ERRCODE = 'MAL01';
  END IF;
  IF order_payment_refused(paying) THEN
    RAISE EXCEPTION 'ORDER_PAYMENT_FAILED' USING ERRCODE = 'MAL01';
  END IF;
  INSERT INTO card_payment_attempts (order_id, user_id, amount_minor, card_last4)
  VALUES (p_order_id, p_user_id, paying.total_minor, p_card_last4)
  RETURNING * INTO attempt;
  UPDATE orders SET card_attempt_id = attempt.id WHERE id = p_order_id;
  RETURN attempt;
END $$;
--> statement-breakpoint
-- An attempt's outcome, recorded once, with the Idempotency-Key's answer when there is a key: approved, the order's
-- payment journal (card clearing owes it to the order payables), the successful payment and the order paid;
-- declined, the failed payment and the order free for another try. An attempt already settled answers its recorded
-- outcome. The answer is `CardPaymentOutcome`: the order, and why the provider declined when it did.
CREATE FUNCTION settle_card_attempt(
  p_attempt_id integer,
  p_approved boolean,
  p_card_last4 text,
  p_provider_reference text,
  p_decline_reason text,
  p_sandbox boolean,
  p_journal_key text,
  p_user_id integer,
  p_idempotency_key text,
  p_request_digest text,
  p_event_version integer,
  p_events_channel text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  claim record;
  attempt card_payment_attempts%ROWTYPE;
  paying orders%ROWTYPE;
  posted record;
  outcome jsonb;
BEGIN
  IF p_idempotency_key IS NOT NULL THEN
    SELECT * INTO claim FROM idempotency_claim(p_user_id, p_idempotency_key, 'payOrder', p_request_digest);
    IF NOT claim.claimed THEN
      RETURN claim.earlier_answer;
    END IF;
  END IF;

  SELECT * INTO attempt FROM card_payment_attempts WHERE id = p_attempt_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'card payment attempt % does not exist', p_attempt_id;
  END IF;
  IF attempt.state <> 'pending' THEN
    IF attempt.state <> 'approved' AND p_approved THEN
      RAISE EXCEPTION 'card payment attempt % was % but its charge was approved', p_attempt_id, attempt.state;
    END IF;
    outcome := CASE WHEN attempt.state = 'approved' THEN jsonb_build_object('orderId', attempt.order_id)
                    ELSE jsonb_build_object('orderId', attempt.order_id, 'declined', p_decline_reason) END;
  ELSE
    SELECT * INTO paying FROM orders WHERE id = attempt.order_id FOR UPDATE;
    UPDATE card_payment_attempts SET state = CASE WHEN p_approved THEN 'approved' ELSE 'declined' END,
                                     settled_at = now()
     WHERE id = p_attempt_id;
    IF p_approved THEN
      SELECT * INTO posted FROM ledger_write_journal('order_payment', p_journal_key, 'order', paying.id,
        'card payment of user ' || paying.user_id,
        jsonb_build_array(
          jsonb_build_object('position', 0, 'owner_type', 'platform', 'kind', 'card_clearing',
                             'amount_minor', -attempt.amount_minor),
          jsonb_build_object('position', 1, 'owner_type', 'platform', 'kind', 'order_payables',
                             'amount_minor', attempt.amount_minor)));
      IF posted.journal_id IS NULL OR posted.missing THEN
        RAISE EXCEPTION 'order %: payment journal % exists already, or a platform account is missing',
          paying.id, p_journal_key;
      END IF;
      INSERT INTO payments (order_id, method, succeeded, amount_minor, card_last4, provider_reference)
      VALUES (paying.id, 'card', true, attempt.amount_minor, p_card_last4, p_provider_reference);
      PERFORM mark_order_paid(paying, 'card', p_card_last4, p_sandbox, p_event_version, p_events_channel);
      outcome := jsonb_build_object('orderId', paying.id);
    ELSE
      INSERT INTO payments (order_id, method, succeeded, amount_minor, card_last4, failure_reason)
      VALUES (paying.id, 'card', false, attempt.amount_minor, p_card_last4, p_decline_reason);
      UPDATE orders SET card_attempt_id = NULL WHERE id = paying.id;
      outcome := jsonb_build_object('orderId', paying.id, 'declined', p_decline_reason);
    END IF;
  END IF;

  IF p_idempotency_key IS NOT NULL THEN
    PERFORM idempotency_answer(p_user_id, p_idempotency_key, outcome);
  END IF;
  RETURN outcome;
END $$;
