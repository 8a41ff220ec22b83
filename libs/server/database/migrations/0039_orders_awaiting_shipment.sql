-- The orders waiting to ship (paid, or cash on delivery): the staff's shipment queue in its order, and its count,
-- which the live queues read once a second while payments come. The count was a scan of every order (140 ms at
-- 287,000 waiting on the bench database); over this index it is an index-only scan (35 ms, once vacuumed).
CREATE INDEX "orders_awaiting_shipment_idx" ON "orders" USING btree ("id") WHERE delivery_state = 'to_ship' and (payment_state = 'paid' or (payment_state = 'unpaid' and payment_method = 'cod'));