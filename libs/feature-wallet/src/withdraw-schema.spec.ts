import { schemaErrors } from '@mall/forms/testing';
import { testI18n } from '@mall/sdk/testing/page';
import { withdrawSchema } from './withdraw-schema';

const schemaIn = async (language: 'en' | 'es') => {
  const i18n = await testI18n(language, ['wallet', 'common']);
  return withdrawSchema(i18n.getFixedT(language, ['wallet', 'common']), 12_345);
};
const valid = {
  walletCode: 'BTC',
  address: ' bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq ',
  amount: '123.45',
  password: 'engine42',
};

describe('withdrawSchema', () => {
  it('takes a currency, an address, up to the available balance and the password', async () => {
    expect(await schemaErrors(await schemaIn('en'), valid)).toEqual({});
  });

  it('names every missing or wrong field', async () => {
    const errors = await schemaErrors(await schemaIn('en'), {
      walletCode: 'BTC',
      address: '0x12-34',
      amount: '123.46',
      password: '',
    });
    expect(errors).toEqual({
      address: 'Enter the address as your wallet shows it: 20 to 128 letters and digits.',
      amount: 'Enter an amount from 0.01 to your available balance',
      password: 'Required',
    });
  });

  it('refuses nothing to withdraw and what is not an amount, in the shopper’s language', async () => {
    const schema = await schemaIn('es');
    const zero = await schemaErrors(schema, { ...valid, amount: '0' });
    const text = await schemaErrors(schema, { ...valid, amount: 'diez' });
    expect(zero).toEqual({ amount: 'Introduce un importe entre 0,01 y tu saldo disponible' });
    expect(text).toEqual(zero);
  });
});
