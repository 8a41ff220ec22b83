/** Every form-part story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as checkboxField from './checkbox-field/checkbox-field.stories';
import * as passwordSignInForm from './password-sign-in/password-sign-in-form.stories';

setProjectAnnotations(storyProviders);

describeStories({ CheckboxField: checkboxField, PasswordSignInForm: passwordSignInForm });
