import { memoryStorage, TOKEN_KEY } from '@mall/session';
import { staffStorage } from './staff-storage';

describe('the staff console’s storage', () => {
  it('keeps the staff token under its own key, apart from the shop’s', () => {
    const shared = memoryStorage({ [TOKEN_KEY]: 'shopper-token' });
    const staff = staffStorage(shared)!;
    expect(staff.getItem(TOKEN_KEY)).toBeNull();
    staff.setItem(TOKEN_KEY, 'staff-token');
    expect(shared.getItem(TOKEN_KEY)).toBe('shopper-token');
    expect(shared.getItem(`staff:${TOKEN_KEY}`)).toBe('staff-token');
    expect(staff.length).toBe(1);
    staff.clear();
    expect(shared.getItem(TOKEN_KEY)).toBe('shopper-token');
    expect(staff.getItem(TOKEN_KEY)).toBeNull();
  });
});
