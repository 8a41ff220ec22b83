/** Routes of docs/requirements.md R1 this library links or returns to (the app's route table owns them). */
export const HOME_PATH = '/pages/home/home';
export const LOGIN_PATH = '/pages/users/login';
export const REGISTER_PATH = '/pages/users/register';
export const SOCIAL_LOGIN_PATH = '/pages/users/tiktok';
export const DASHBOARD_PATH = '/pages/mine/dashboard';
export const TERMS_PATH = '/pages/policy/terms';
