export { LOGGED_IN_KEY, loadSession, saveSession, storedToken, TOKEN_KEY, wasLoggedIn } from './persistence';
export {
  type SessionState,
  sessionReducer,
  sessionSlice,
  sessionStarted,
  signedIn,
  signedOut,
  signedOutSession,
} from './session-slice';
export { useFollowUserInfo } from './follow-user-info';
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
export { SELLER_TICKET_PARAM, sellerUrlWithTicket, useOpenSellerPanel } from './seller-hand-over';
export { type ShopFollow, useShopFollow } from './use-shop-follow';
export {
  type ChatConversationState,
  type PendingChatMessage,
  useChatConversation,
} from './use-chat-conversation';
