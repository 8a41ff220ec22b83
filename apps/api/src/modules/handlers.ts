import { paymentProviderNamed } from '@mall/server-payments';
import type { Handlers } from '../http/routes';
import { accountHandlers } from './account/handlers';
import { addressHandlers } from './address/handlers';
import { catalogueHandlers } from './catalogue/handlers';
import { chatHandlers } from './chat/handlers';
import { configurationHandlers } from './configuration/handlers';
import { contentHandlers } from './content/handlers';
import { followHandlers } from './follow/handlers';
import { liveHandlers } from './live/handlers';
import { noticeHandlers } from './notices/handlers';
import { cartHandlers } from './orders/cart-handlers';
import { checkoutHandlers } from './orders/checkout-handlers';
import { orderHandlers } from './orders/order-handlers';
import { paymentHandlers } from './orders/payment-handlers';
import { refundHandlers } from './orders/refund-handlers';
import { staffOrderHandlers } from './orders/staff-order-handlers';
import { applicationHandlers } from './seller/application-handlers';
import { sellerOrderHandlers } from './seller/order-handlers';
import { productHandlers } from './seller/product-handlers';
import { sellerAccountHandlers } from './seller/seller-account-handlers';
import { shopRegistrationHandlers } from './seller/shop-registration-handlers';
import { socialLoginHandlers } from './social-login/handlers';
import { uploadHandlers } from './upload/upload-handlers';
import { staffAccountHandlers } from './staff/account-handlers';
import { staffDetailHandlers } from './staff/detail-handlers';
import { staffQueueHandlers } from './staff/queue-handlers';
import { staffWalletHandlers } from './wallet/staff-wallet-handlers';
import { walletHandlers } from './wallet/wallet-handlers';
import type { Dependencies } from './dependencies';
import { withReplicaReads } from './replica-reads';

/**
 * Every built operation's handler. Operations missing here answer envelope code 501 until their feature lands.
 * With a read replica, the reads `replica-reads.ts` names are served from it.
 */
export const handlers = (deps: Dependencies): Handlers =>
  deps.replica ? withReplicaReads(onPrimary(deps), deps, deps.replica) : onPrimary(deps);

const onPrimary = (deps: Dependencies): Handlers => ({
  ...configurationHandlers(deps.db),
  ...catalogueHandlers(deps.db, deps.catalogueCache),
  ...followHandlers(deps.db),
  ...contentHandlers(deps.db),
  ...accountHandlers(deps.db, deps.config, deps.clock),
  ...addressHandlers(deps.db),
  ...noticeHandlers(deps.db),
  ...liveHandlers(deps),
  ...cartHandlers(deps.db),
  ...checkoutHandlers(deps.db),
  ...orderHandlers(deps.db),
  ...paymentHandlers(
    deps.db,
    paymentProviderNamed(deps.config.paymentProvider, { delayMs: deps.config.paymentSandboxDelayMs }),
  ),
  ...refundHandlers(deps.db, deps.config),
  ...staffOrderHandlers(deps.db, deps.config.staff),
  ...socialLoginHandlers(deps),
  ...uploadHandlers(deps),
  ...applicationHandlers(deps.db, deps.config.staff),
  ...shopRegistrationHandlers(deps.db, deps.config),
  ...sellerAccountHandlers(deps.db, deps.config),
  ...productHandlers(deps.db, deps.config),
  ...sellerOrderHandlers(deps.db),
  ...walletHandlers(deps.db, deps.config),
  ...staffWalletHandlers(deps.db, deps.config),
  ...staffAccountHandlers(deps.db, deps.config, deps.clock),
  ...staffQueueHandlers(deps),
  ...staffDetailHandlers(deps.db, deps.config),
  ...chatHandlers(deps),
});
