import { testI18n } from '../testing/render-page';
import { schemaErrors } from '@mall/forms/testing';
import { returnSchema } from './return-schema';

const schemaFor = async (bought: number) => {
  const i18n = await testI18n('en', ['orders', 'common']);
  return returnSchema(i18n.getFixedT('en', ['orders', 'common']), bought);
};

const picture = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('returnSchema', () => {
  it('accepts up to the quantity bought, a reason and up to six pictures', async () => {
    const schema = await schemaFor(3);
    const pictures = Array.from({ length: 6 }, (_, index) => picture(`${index}.png`));
    expect(await schemaErrors(schema, { quantity: 3, reason: 'Cracked', pictures })).toEqual({});
    expect(await schemaErrors(schema, { quantity: 1, reason: 'Cracked', pictures: [] })).toEqual({});
  });

  it('refuses more than was bought, none, and fractions', async () => {
    const schema = await schemaFor(2);
    for (const quantity of [3, 0, 1.5]) {
      expect(await schemaErrors(schema, { quantity, reason: 'Cracked', pictures: [] })).toEqual({
        quantity: 'Choose a quantity from 1 to 2.',
      });
    }
  });

  it('asks for a reason of at most 500 characters, and at most six pictures', async () => {
    const schema = await schemaFor(1);
    const pictures = Array.from({ length: 7 }, (_, index) => picture(`${index}.png`));
    expect(await schemaErrors(schema, { quantity: 1, reason: ' ', pictures })).toEqual({
      reason: 'Tell us why you are returning the item.',
      pictures: 'You can add at most 6 pictures.',
    });
    expect(await schemaErrors(schema, { quantity: 1, reason: 'r'.repeat(501), pictures: [] })).toEqual({
      reason: 'A reason can have at most 500 characters.',
    });
  });
});
