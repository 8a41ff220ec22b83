ALTER TABLE "notices" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "message_params" jsonb;--> statement-breakpoint
-- Written by hand below: notices sent before message keys get the key their English title stands for and the
-- parameters their English content holds, so they too read in the reader's language. A product review's content
-- ("name" or "name: message") cannot be split safely: those rows keep showing their English text.
UPDATE "notices" SET "message_key" = CASE "title"
    WHEN 'Seller application accepted' THEN 'seller_application.accepted'
    WHEN 'Seller application refused' THEN 'seller_application.refused'
    WHEN 'Shop registration approved' THEN 'shop_registration.approved'
    WHEN 'Shop registration refused' THEN 'shop_registration.refused'
    WHEN 'Top-up approved' THEN 'recharge.approved'
    WHEN 'Top-up refused' THEN 'recharge.refused'
    WHEN 'Withdrawal paid out' THEN 'withdrawal.paid_out'
    WHEN 'Withdrawal refused' THEN 'withdrawal.refused'
  END, "message_params" = jsonb_build_object('message', "content")
  WHERE "message_key" IS NULL AND "title" IN ('Seller application accepted', 'Seller application refused', 'Shop registration approved',
    'Shop registration refused', 'Top-up approved', 'Top-up refused', 'Withdrawal paid out', 'Withdrawal refused');
--> statement-breakpoint
UPDATE "notices" SET "message_key" = 'product.submitted', "message_params" = jsonb_build_object('product', "content")
  WHERE "message_key" IS NULL AND "title" = 'Product submitted for review';
--> statement-breakpoint
UPDATE "notices" SET "message_key" = 'payment_settings.changed', "message_params" = '{}'::jsonb
  WHERE "message_key" IS NULL AND "title" = 'Payment settings changed'
    AND "content" = 'Your payout settings were changed. If you did not do this, change your password now.';
--> statement-breakpoint
UPDATE "notices" SET "message_key" = 'recharge.submitted',
    "message_params" = jsonb_build_object('wallet', substring("content" from '^Your top-up of (.+) is waiting for review\.$'))
  WHERE "message_key" IS NULL AND "title" = 'Top-up submitted' AND "content" ~ '^Your top-up of .+ is waiting for review\.$';
