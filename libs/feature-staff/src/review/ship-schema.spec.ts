import type { StaffTranslator } from '../shared/translator';
import { shipSchema } from './ship-schema';

const t = ((key: string) => key) as unknown as StaffTranslator;

const errorsOf = async (values: object) => {
  try {
    await shipSchema(t).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('shipping an order’s rules', () => {
  it('asks for a carrier and a logistics number of letters, digits and dashes', async () => {
    expect(await errorsOf({ carrier: ' ', logSn: '' })).toEqual([
      'ship.carrierRequired',
      'ship.numberRequired',
    ]);
    expect(await errorsOf({ carrier: 'DHL', logSn: 'AB 12' })).toEqual(['ship.numberInvalid']);
    expect(await errorsOf({ carrier: 'DHL', logSn: 'JD-0123456789' })).toEqual([]);
  });
});
