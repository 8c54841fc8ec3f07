import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { BASE_CURRENCY, type CurrencyCode } from '../contract/currency';
import type { UserBalanceMap, UserInfo } from '../contract/entities';
import { platformApi } from '../generated/api';
import { accessRestricted, balancePushed, sessionExpired } from './events';

/** The stored app state that concerns who is using the app (docs/product-rules.md#session). */
export interface SessionState {
  token: string | null;
  isLogin: boolean;
  userInfo: UserInfo | null;
  /** Whether a payment password is set (null until known). */
  payPwdSet: boolean | null;
  userBalanceMap: UserBalanceMap | null;
  /** langTypVal: the language code 1-8. */
  langTypVal: number;
  /** The ip of the last access restriction, shown on the access page. */
  restrictedIp: string | null;
}

export const initialSessionState: SessionState = {
  token: null,
  isLogin: false,
  userInfo: null,
  payPwdSet: null,
  userBalanceMap: null,
  langTypVal: 1,
  restrictedIp: null,
};

function clearMember(state: SessionState) {
  state.token = null;
  state.isLogin = false;
  state.userInfo = null;
  state.payPwdSet = null;
  state.userBalanceMap = null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string; userInfo: UserInfo }>) {
      state.token = action.payload.token;
      state.isLogin = true;
      state.userInfo = action.payload.userInfo;
    },
    loggedOut(state) {
      clearMember(state);
    },
    languageChanged(state, action: PayloadAction<number>) {
      state.langTypVal = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => clearMember(state))
      .addCase(accessRestricted, (state, action) => {
        state.restrictedIp = action.payload.ip;
      })
      // Login and registration both open a session; the stored state follows the answers.
      .addMatcher(platformApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        state.token = payload.token;
        state.isLogin = true;
        state.userInfo = payload.userInfo;
      })
      .addMatcher(platformApi.endpoints.register.matchFulfilled, (state, { payload }) => {
        state.token = payload.token;
        state.isLogin = true;
        state.userInfo = payload.userInfo;
      })
      .addMatcher(platformApi.endpoints.getUserInfo.matchFulfilled, (state, { payload }) => {
        state.userInfo = payload.userInfo;
      })
      .addMatcher(platformApi.endpoints.getUserBalance.matchFulfilled, (state, { payload }) => {
        state.userBalanceMap = payload.userBalanceMap;
      })
      .addMatcher(balancePushed.match, (state, { payload }) => {
        if (state.isLogin) state.userBalanceMap = payload;
      })
      .addMatcher(
        platformApi.endpoints.checkIsSetWidthPassword.matchFulfilled,
        (state, { payload }) => {
          state.payPwdSet = payload.isSet;
        },
      )
      .addMatcher(platformApi.endpoints.logout.matchFulfilled, (state) => clearMember(state));
  },
});

export const { loggedIn, loggedOut, languageChanged } = sessionSlice.actions;

export interface WithSession {
  session: SessionState;
}
export const selectSession = (state: WithSession) => state.session;
export const selectIsLogin = (state: WithSession) => state.session.isLogin;
export const selectToken = (state: WithSession) => state.session.token;
export const selectUserInfo = (state: WithSession) => state.session.userInfo;
/**
 * The currency amounts are in (docs/product-rules.md#currency): the member's wallet currency, else
 * (a guest, or before the user info arrives) the base currency.
 */
export const selectCurrency = (state: WithSession): CurrencyCode =>
  state.session.userInfo?.currency ?? BASE_CURRENCY;
export const selectBalance = (state: WithSession) => state.session.userBalanceMap;
export const selectPayPwdSet = (state: WithSession) => state.session.payPwdSet;
export const selectLangTypVal = (state: WithSession) => state.session.langTypVal;
