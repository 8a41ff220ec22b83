import { testI18n } from '../testing/render-page';
import { schemaErrors } from '@mall/forms/testing';
import { PANEL_NAMESPACES, type PanelTranslator } from '../shared/translator';
import { blankProduct, newProductSchema } from './new-product-schema';

const picture = new File(['p'], 'cup.png', { type: 'image/png' });
const complete = {
  ...blankProduct(),
  name_en: 'Celadon cup',
  description_en: 'Thrown by hand.',
  price: '12.50',
  stock: '3',
  category_id: '4',
  images: [picture],
};

async function schema() {
  const i18n = await testI18n('en', ['seller-panel', 'common']);
  return newProductSchema(i18n.getFixedT(null, [...PANEL_NAMESPACES]) as PanelTranslator);
}

describe('newProductSchema', () => {
  it('accepts a product with its English texts only: the other languages fall back to them', async () => {
    expect(await schemaErrors(await schema(), complete)).toEqual({});
  });

  it('keeps to the API’s bounds: texts, price, stock and at most eight pictures', async () => {
    expect(
      await schemaErrors(await schema(), {
        ...complete,
        short_description_es: 'x'.repeat(501),
        price: '100000000.01',
        stock: '1000001',
        images: Array.from({ length: 9 }, () => picture),
      }),
    ).toEqual({
      short_description_es: 'Keep it to 500 characters.',
      price: 'Keep the price to 100,000,000 USD or less.',
      stock: 'Keep the stock to 1,000,000 or less.',
      images: 'Choose at most 8 pictures.',
    });
  });

  it('refuses the control characters the API refuses, in any language', async () => {
    expect(await schemaErrors(await schema(), { ...complete, description_jp: 'カ\u0001ップ' })).toEqual({
      description_jp: 'Remove the invisible control characters (they often come with pasted text).',
    });
    expect(
      await schemaErrors(await schema(), { ...complete, description_en: 'Line one\r\n\tLine two' }),
    ).toEqual({});
  });
});
