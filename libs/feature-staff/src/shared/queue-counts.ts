import {
  useGetPendingProductsQuery,
  useGetPendingRechargesQuery,
  useGetPendingWithdrawalsQuery,
  useGetSellerApplicationsQuery,
  useGetShopRegistrationsQuery,
} from '@mall/sdk';
import type { QueueKind } from './staff-paths';

/** How often the counts are asked again while the console is open (a decision anywhere refetches them at once). */
export const COUNTS_REFRESH_MS = 15_000;

const COUNT_ARGS = { page_size: 1 } as const;
const options = { pollingInterval: COUNTS_REFRESH_MS, skipPollingIfUnfocused: true } as const;

/** The number of tasks waiting in each queue (undefined until known). */
export function useQueueCounts(): Record<QueueKind, number | undefined> {
  const recharges = useGetPendingRechargesQuery(COUNT_ARGS, options).data?.total;
  const withdrawals = useGetPendingWithdrawalsQuery(COUNT_ARGS, options).data?.total;
  const applications = useGetSellerApplicationsQuery(COUNT_ARGS, options).data?.total;
  const registrations = useGetShopRegistrationsQuery(COUNT_ARGS, options).data?.total;
  const products = useGetPendingProductsQuery(COUNT_ARGS, options).data?.total;
  return {
    recharges,
    withdrawals,
    'seller-applications': applications,
    'shop-registrations': registrations,
    products,
  };
}
