import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, UserInfo } from '@mall/sdk';

/** The signed-in shopper as the app knows it between page loads (docs/requirements.md R3.1). */
export interface SessionState {
  token: string | null;
  /** Set after a successful sign-in or user-info load; a stored token alone does not mean signed in. */
  loggedIn: boolean;
  user: UserInfo | null;
  sellerUrl: string | null;
  cartCount: number;
  productCount: number;
  unreadMessages: number;
}

export const signedOutSession: SessionState = {
  token: null,
  loggedIn: false,
  user: null,
  sellerUrl: null,
  cartCount: 0,
  productCount: 0,
  unreadMessages: 0,
};

const fromUser = (user: UserInfo) => ({
  user,
  sellerUrl: user.seller_url,
  cartCount: user.card.count,
  productCount: user.product.count,
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
    userLoaded: (state, action: PayloadAction<UserInfo>) => ({
      ...state,
      ...fromUser(action.payload),
      loggedIn: true,
    }),
    cartCountChanged: (state, action: PayloadAction<number>) => ({ ...state, cartCount: action.payload }),
    /** Logout, or a token-invalid code (docs/requirements.md R8): everything about the user goes. */
    signedOut: () => signedOutSession,
  },
});

export const { signedIn, userLoaded, cartCountChanged, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
