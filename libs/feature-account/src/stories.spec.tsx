/** Every account screen story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as login from './login/login-view.stories';
import * as register from './register/register-view.stories';

setProjectAnnotations(storyProviders);

describeStories({ LoginView: login, RegisterView: register });
