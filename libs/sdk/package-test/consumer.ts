// Type-checked against the built @mall/sdk by package.test.mjs: the public API another team relies on.
import {
  createMallClient,
  ErrorCode,
  isApiError,
  type OperationErrorCode,
  type ProductSummary,
} from '@mall/sdk';
import { mallHandlers, operationFixtures } from '@mall/sdk/testing';

const mall = createMallClient({
  baseUrl: 'http://localhost/api',
  getToken: () => null,
  getLanguage: () => 'en',
});

export async function cheapest(): Promise<ProductSummary | undefined> {
  const { list } = await mall.getHotProducts({ limit: 5 });
  return [...list].sort((a, b) => a.price_minor - b.price_minor)[0];
}

export async function pay(orderId: number): Promise<'paid' | 'top-up'> {
  try {
    await mall.payOrder({ order_id: orderId, method: 'wallet' });
    return 'paid';
  } catch (error) {
    if (isApiError(error, ErrorCode.INSUFFICIENT_BALANCE)) return 'top-up';
    throw error;
  }
}

const payCodes: OperationErrorCode<'payOrder'>[] = [
  ErrorCode.INSUFFICIENT_BALANCE,
  ErrorCode.ORDER_NOT_FOUND,
];
export const example = { payCodes, fixture: operationFixtures.getHotProducts, handlers: mallHandlers };
