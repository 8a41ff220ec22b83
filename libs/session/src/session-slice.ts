import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountApi, type LoginResponse, type UserInfo } from '@mall/sdk';

/**
 * The signed-in shopper. The token is the session's own; the user and the counters are the
 * latest `getUserInfo` answer (or the sign-in answer before it), followed as the server reports them.
 */
export interface SessionState {
  token: string | null;
  /** Set after a successful sign-in or user-info load; a stored token alone does not mean signed in. */
  loggedIn: boolean;
  user: UserInfo | null;
  sellerUrl: string | null;
  cartCount: number;
  productCount: number;
  noticeCount: number;
  unreadMessages: number;
}

export const signedOutSession: SessionState = {
  token: null,
  loggedIn: false,
  user: null,
  sellerUrl: null,
  cartCount: 0,
  productCount: 0,
  noticeCount: 0,
  unreadMessages: 0,
};

const fromUser = (user: UserInfo) => ({
  user,
  sellerUrl: user.seller_url,
  cartCount: user.card.count,
  productCount: user.product.count,
  noticeCount: user.notice.count,
  unreadMessages: user.message_unread_count,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutSession,
  reducers: {
    signedIn: (_state, action: PayloadAction<LoginResponse>) => ({
      ...signedOutSession,
      ...fromUser(action.payload.user),
      token: action.payload['access-token'],
      loggedIn: true,
    }),
    /** A session handed over by token alone (the seller app's ticket exchange); the user follows with user info. */
    sessionStarted: (_state, action: PayloadAction<string>) => ({
      ...signedOutSession,
      token: action.payload,
    }),
    /** Logout, or a token-invalid code (docs/requirements.md R6): everything about the user goes. */
    signedOut: () => signedOutSession,
  },
  extraReducers: (builder) => {
    // Every user-info answer (at launch, on the dashboard, after a cart or notice change refetched it) is
    // what the session shows; one arriving after sign-out must not bring the user back.
    builder.addMatcher(accountApi.endpoints.getUserInfo.matchFulfilled, (state, action) =>
      state.token ? { ...state, ...fromUser(action.payload), loggedIn: true } : state,
    );
  },
});

export const { sessionStarted, signedIn, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
