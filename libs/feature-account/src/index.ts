// @mall/feature-account — login, registration, social-platform login and the account dashboard.
export { LoginPage } from './login/login-page';
export { LoginView, type LoginViewProps } from './login/login-view';
export { loginSchema, type LoginSchema, type LoginValues } from './login/login-schema';
export { RegisterPage } from './register/register-page';
export { RegisterView, type RegisterFormValues, type RegisterViewProps } from './register/register-view';
export { registerSchema, type RegisterSchema, type RegisterValues } from './register/register-schema';
export { SocialLoginPage, type SocialLoginPageProps } from './social-login/social-login-page';
export {
  SocialLoginView,
  type SocialLoginPhase,
  type SocialLoginViewProps,
} from './social-login/social-login-view';
export { DashboardPage, type DashboardPageProps, NOTICE_PAGE_SIZE } from './dashboard/dashboard-page';
export { DashboardView, type DashboardViewProps } from './dashboard/dashboard-view';
export { safeRedirect } from './shared/safe-redirect';
export type { AccountTranslator } from './shared/translator';
export {
  FollowedShops,
  FollowedShopsView,
  type FollowedShopsViewProps,
  type FollowTranslator,
} from './following/followed-shops';
export {
  FollowingFeedPage,
  FollowingFeedView,
  type FollowingFeedViewProps,
} from './following/following-feed-page';
