-- Written by hand. Placing an order took eight round trips between the API and PostgreSQL (begin, the
-- Idempotency-Key's claim, the checkout's read, the stock, the writes, the key's answer, commit), and on a two-core
-- machine the round trips themselves (the socket writes and the switches between the two processes) were a third of
-- the API's CPU per order. This function is the whole placement as one statement, so an order is one round trip
-- in autocommit: the key claimed, the chosen cart lines locked in id order, the address, delivery option, display
-- currency and customer read, the stock taken by conditional decrement (the products locked in id order), one order
-- per shop with its lines, first history row and `order.placed` event written, the lines removed and the answer
-- stored under the key. A refusal raises SQLSTATE MAL01 with the error catalogue's key as its message (and a text
-- for the caller in its detail), which rolls every change of the call back.
-- The Idempotency-Key of one of the database's operations: claimed (its row inserted; a concurrent request with the
-- same key waits on the key's unique index), or the first request's answer when the key was used before with the
-- same arguments (`withIdempotency` in libs/server/core does the same for the services). The answer is stored by
-- `idempotency_answer` in the claiming transaction.
CREATE FUNCTION idempotency_claim(
  p_user_id integer,
  p_key text,
  p_operation text,
  p_request_digest text,
  OUT claimed boolean,
  OUT earlier_answer jsonb
) LANGUAGE plpgsql AS $$
DECLARE
  earlier record;
BEGIN
  INSERT INTO idempotency_keys (user_id, key, operation, request_digest)
  VALUES (p_user_id, p_key, p_operation, p_request_digest)
  ON CONFLICT DO NOTHING;
  claimed := FOUND;
  IF claimed THEN
    RETURN;
  END IF;
  SELECT request_digest, answer INTO earlier FROM idempotency_keys WHERE user_id = p_user_id AND key = p_key;
  IF earlier.request_digest IS DISTINCT FROM p_request_digest THEN
    RAISE EXCEPTION 'INVALID_PARAMETERS' USING ERRCODE = 'MAL01',
      DETAIL = 'This Idempotency-Key was used for another request';
  END IF;
  earlier_answer := earlier.answer;
END $$;
--> statement-breakpoint
CREATE FUNCTION idempotency_answer(p_user_id integer, p_key text, p_answer jsonb) RETURNS void
LANGUAGE sql AS $$
  UPDATE idempotency_keys SET answer = p_answer WHERE user_id = p_user_id AND key = p_key;
$$;
--> statement-breakpoint
CREATE FUNCTION place_order(
  p_user_id integer,
  p_line_ids integer[],
  p_address_id integer,
  p_delivery_code text,
  p_currency text,
  p_remark text,
  p_auto_cancel_minutes integer,
  p_idempotency_key text,
  p_request_digest text,
  p_event_version integer,
  p_events_channel text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  claim record;
  locked_lines integer;
  address_snapshot jsonb;
  delivery_fee bigint;
  display_currency record;
  customer_snapshot jsonb;
  wanted_products integer;
  taken_products integer;
  new_set_id integer;
  placed_answer jsonb;
BEGIN
  IF p_idempotency_key IS NOT NULL THEN
    SELECT * INTO claim FROM idempotency_claim(p_user_id, p_idempotency_key, 'placeOrder', p_request_digest);
    IF NOT claim.claimed THEN
      RETURN claim.earlier_answer;
    END IF;
  END IF;

  -- A second checkout of the same lines waits here, then finds them gone.
  SELECT count(*) INTO locked_lines FROM (
    SELECT id FROM cart_lines WHERE user_id = p_user_id AND id = ANY (p_line_ids) ORDER BY id FOR UPDATE
  ) chosen;

  SELECT jsonb_build_object('name', name, 'email', email, 'telephone', telephone, 'street', street,
                            'postcode', postcode, 'city', city, 'state', state, 'country', country)
    INTO address_snapshot
    FROM addresses WHERE user_id = p_user_id AND id = p_address_id;
  IF address_snapshot IS NULL THEN
    RAISE EXCEPTION '%', CASE WHEN EXISTS (SELECT 1 FROM addresses WHERE user_id = p_user_id)
                              THEN 'NO_DATA_FOUND' ELSE 'DEFAULT_ADDRESS_EMPTY' END
      USING ERRCODE = 'MAL01';
  END IF;
  SELECT fee_minor INTO delivery_fee FROM delivery_options WHERE code = p_delivery_code;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'NO_DATA_FOUND' USING ERRCODE = 'MAL01';
  END IF;
  SELECT code, symbol, rate, decimals INTO display_currency FROM currencies WHERE code = p_currency;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'INVALID_PARAMETERS' USING ERRCODE = 'MAL01', DETAIL = format('Unknown currency %s', p_currency);
  END IF;
  SELECT jsonb_build_object('name', btrim(firstname || ' ' || lastname, E' \t\n\r'), 'email', email,
                            'telephone', phone)
    INTO customer_snapshot
    FROM users WHERE id = p_user_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'NO_DATA_FOUND' USING ERRCODE = 'MAL01';
  END IF;
  -- A named line that is not the user's answers like a missing one.
  IF locked_lines <> cardinality(p_line_ids) THEN
    RAISE EXCEPTION 'NO_DATA_FOUND' USING ERRCODE = 'MAL01';
  END IF;

  -- The products locked in id order (two checkouts sharing products never deadlock), each taken only while on
  -- sale and in stock; a product left out refuses the whole order.
  WITH wanted AS (
    SELECT product_id AS id, sum(quantity)::int AS quantity
      FROM cart_lines WHERE user_id = p_user_id AND id = ANY (p_line_ids)
     GROUP BY product_id
  ), locked AS (
    SELECT products.id FROM products JOIN wanted USING (id) ORDER BY products.id FOR UPDATE OF products
  ), taken AS (
    UPDATE products SET stock = products.stock - wanted.quantity,
                        sold_count = products.sold_count + wanted.quantity
      FROM wanted
     WHERE products.id = wanted.id AND products.id IN (SELECT id FROM locked)
       AND products.status = 'active' AND products.stock >= wanted.quantity
    RETURNING products.id
  )
  SELECT (SELECT count(*) FROM wanted), (SELECT count(*) FROM taken) INTO wanted_products, taken_products;
  IF taken_products <> wanted_products THEN
    RAISE EXCEPTION '%', CASE WHEN (SELECT count(*) FILTER (WHERE status = 'active') FROM products
                                     WHERE id IN (SELECT product_id FROM cart_lines
                                                   WHERE user_id = p_user_id AND id = ANY (p_line_ids)))
                                   < wanted_products
                              THEN 'PRODUCT_INVALID' ELSE 'INSUFFICIENT_STOCK' END
      USING ERRCODE = 'MAL01';
  END IF;

  new_set_id := nextval('order_sets_id_seq');
  -- One order per shop, at the prices and names the products have now. Each order is new to every other
  -- transaction, so its event is its aggregate's first and no aggregate lock is taken.
  WITH lines AS (
    SELECT line.id, line.quantity, line.created_at, product.id AS product_id, product.shop_id,
           shop.name AS shop_name, product.name_en, product.name_zh, product.name_zhtw, product.name_es,
           product.name_jp, product.name_th, product.image, product.price_minor
      FROM cart_lines line
      JOIN products product ON product.id = line.product_id
      JOIN shops shop ON shop.id = product.shop_id
     WHERE line.user_id = p_user_id AND line.id = ANY (p_line_ids)
  ), shop_orders AS (
    SELECT nextval('orders_id_seq')::int AS id, shop_id, shop_name, subtotal_minor
      FROM (SELECT shop_id, shop_name, sum(price_minor * quantity)::bigint AS subtotal_minor
              FROM lines GROUP BY shop_id, shop_name ORDER BY shop_id) by_shop
  ), order_set AS (
    INSERT INTO order_sets (id, user_id, total_minor)
    SELECT new_set_id, p_user_id, sum(subtotal_minor + delivery_fee) FROM shop_orders
  ), placed AS (
    INSERT INTO orders (id, order_sn, order_set_id, user_id, shop_id, shop_name, subtotal_minor,
                        delivery_fee_minor, total_minor, delivery_code, remark, address, customer, currency_code,
                        currency_symbol, currency_rate, currency_decimals, auto_cancel_at)
    SELECT id,
           -- The day and the order's id: unique, sortable and short enough to read out on the phone.
           to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(id::text, greatest(8, length(id::text)), '0'),
           new_set_id, p_user_id, shop_id, shop_name, subtotal_minor, delivery_fee, subtotal_minor + delivery_fee,
           p_delivery_code, p_remark, address_snapshot, customer_snapshot, display_currency.code,
           display_currency.symbol, display_currency.rate, display_currency.decimals,
           now() + make_interval(mins => p_auto_cancel_minutes)
      FROM shop_orders
    RETURNING id, order_sn, shop_id, shop_name, total_minor
  ), items AS (
    INSERT INTO order_items (order_id, product_id, name_en, name_zh, name_zhtw, name_es, name_jp, name_th, image,
                             unit_price_minor, quantity)
    SELECT shop_orders.id, lines.product_id, coalesce(lines.name_en, ''), lines.name_zh, lines.name_zhtw,
           lines.name_es, lines.name_jp, lines.name_th, lines.image, lines.price_minor, lines.quantity
      FROM lines JOIN shop_orders USING (shop_id)
     ORDER BY lines.shop_id, lines.created_at, lines.id
  ), history AS (
    INSERT INTO order_history (order_id, axis, from_state, to_state, actor_kind, actor_id)
    SELECT id, 'payment', NULL, 'unpaid', 'shopper', p_user_id FROM shop_orders
  ), removed AS (
    DELETE FROM cart_lines WHERE user_id = p_user_id AND id = ANY (p_line_ids)
  ), recorded AS (
    -- The payload is `OrderEventPayload` (libs/server/orders/src/transitions.ts) of a step from nothing to unpaid.
    INSERT INTO domain_events (aggregate_type, aggregate_id, sequence, type, version, payload)
    SELECT 'order', placed.id::text, 1, 'order.placed', p_event_version,
           jsonb_build_object('orderId', placed.id, 'orderSn', placed.order_sn, 'userId', p_user_id,
                              'shopId', placed.shop_id, 'shopName', placed.shop_name,
                              'totalMinor', placed.total_minor, 'paymentMethod', NULL, 'axis', 'payment',
                              'from', NULL, 'to', 'unpaid',
                              'actor', jsonb_build_object('kind', 'shopper', 'id', p_user_id),
                              'remark', NULL, 'carrier', NULL, 'logSn', NULL)
      FROM placed
    RETURNING id, aggregate_id, type
  ), fanned_out AS (
    INSERT INTO event_deliveries (event_id, subscriber, aggregate_type, aggregate_id, sequence)
    SELECT recorded.id, subscription.subscriber, 'order', recorded.aggregate_id, 1
      FROM recorded JOIN event_subscriptions subscription ON subscription.event_type = recorded.type
  )
  SELECT jsonb_build_object(
           'orders', jsonb_agg(jsonb_build_object('order_id', id, 'order_sn', order_sn,
                                                  'shop', jsonb_build_object('id', shop_id, 'name', shop_name),
                                                  'total_minor', total_minor) ORDER BY shop_id),
           'total_minor', sum(total_minor))
    INTO placed_answer
    FROM placed;

  IF p_idempotency_key IS NOT NULL THEN
    PERFORM idempotency_answer(p_user_id, p_idempotency_key, placed_answer);
  END IF;
  -- Sent when the transaction commits, never for a rollback: it wakes every process's event dispatcher.
  PERFORM pg_notify(p_events_channel, '');
  RETURN placed_answer;
END $$;
