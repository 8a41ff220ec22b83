/** Every account screen story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as accountForm from './account-form/account-form.stories';
import * as dashboard from './dashboard/dashboard-view.stories';
import * as login from './login/login-view.stories';
import * as register from './register/register-view.stories';
import * as signInMethods from './sign-in-methods/sign-in-methods-view.stories';
import * as tiktokButton from './tiktok-button/tiktok-button.stories';

setProjectAnnotations(storyProviders);

describeStories({
  AccountForm: accountForm,
  DashboardView: dashboard,
  LoginView: login,
  RegisterView: register,
  SignInMethodsView: signInMethods,
  TiktokButtonView: tiktokButton,
});
