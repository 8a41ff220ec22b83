import { printTagOption } from './cache-tags';

describe('printTagOption', () => {
  it('prints fixed tags as a plain array', () => {
    expect(printTagOption(['Cart', { type: 'Order', id: 'LIST' }])).toBe(
      "['Cart', { type: 'Order', id: 'LIST' }]",
    );
  });

  it('reads request fields from the args', () => {
    expect(printTagOption([{ type: 'Order', id: { arg: 'order_id' } }, 'Balance'])).toBe(
      "(_result, _error, args) => [{ type: 'Order', id: args.order_id }, 'Balance']",
    );
  });

  it('names one tag per item of a list in the answer, and a field of the answer', () => {
    expect(
      printTagOption([
        { type: 'Product', id: { each: 'products.list' } },
        { type: 'Order', id: { result: 'order_id' } },
      ]),
    ).toBe(
      '(result) => [' +
        "...(result?.products?.list ?? []).map((item) => ({ type: 'Product' as const, id: item.id })), " +
        "...(result ? [{ type: 'Order' as const, id: result.order_id }] : [])]",
    );
  });

  it('passes the answer and the args when both are read', () => {
    expect(
      printTagOption([
        { type: 'Brand', id: { arg: 'id' } },
        { type: 'Product', id: { each: 'list' } },
      ]),
    ).toMatch(/^\(result, _error, args\) => /);
  });
});
