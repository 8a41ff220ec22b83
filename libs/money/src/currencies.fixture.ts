// Test currencies shaped like the API's `Currency` (rate = units per 1 USD).
export const USD = { code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' };
export const THB = { code: 'THB', symbol: '฿', rate: 7.24, decimals: 2, name: 'Thai Baht' };
export const EUR = { code: 'EUR', symbol: '€', rate: 0.92, decimals: 2, name: 'Euro' };
export const JPY = { code: 'JPY', symbol: '¥', rate: 151.3, decimals: 0, name: 'Japanese Yen' };
export const KWD = { code: 'KWD', symbol: 'KD ', rate: 0.307, decimals: 3, name: 'Kuwaiti Dinar' };

export const MAX = Number.MAX_SAFE_INTEGER;
