import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const CURRENCY_KEY = 'currency';
/** docs/requirements.md R9: prices show in USD until the shopper picks another display currency. */
export const DEFAULT_CURRENCY = 'USD';

export interface PreferencesState {
  currency: string;
}

export const loadPreferences = (storage: Storage | undefined): PreferencesState => {
  try {
    return { currency: storage?.getItem(CURRENCY_KEY) || DEFAULT_CURRENCY };
  } catch {
    return { currency: DEFAULT_CURRENCY };
  }
};

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: { currency: DEFAULT_CURRENCY } as PreferencesState,
  reducers: {
    currencyChosen: (state, action: PayloadAction<string>) => ({ ...state, currency: action.payload }),
  },
});

export const { currencyChosen } = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;
