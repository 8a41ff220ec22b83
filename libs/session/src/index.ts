export { LOGGED_IN_KEY, loadSession, saveSession, TOKEN_KEY, wasLoggedIn } from './persistence';
export {
  cartCountChanged,
  type SessionState,
  sessionReducer,
  sessionSlice,
  signedIn,
  signedOut,
  signedOutSession,
  userLoaded,
} from './session-slice';
export {
  type AppDispatch,
  type AppSdkConfig,
  type AppStore,
  createAppStore,
  type RootState,
  useAppDispatch,
  useAppSelector,
} from './store';
export { useDisplayCurrency } from './display-currency';
export { CURRENCY_KEY, currencyChosen, DEFAULT_CURRENCY, type PreferencesState } from './preferences-slice';
export { memoryStorage } from './memory-storage';
