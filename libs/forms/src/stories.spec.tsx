/** Every form-part story as a test: rendered with the kit's providers, played, and checked with axe. */
import { describeStories, storyProviders } from '@mall/ui/testing';
import { setProjectAnnotations } from '@storybook/react';
import * as cardFields from './card-fields/card-fields.stories';
import * as checkboxField from './checkbox-field/checkbox-field.stories';
import * as formikForm from './formik-form/formik-form.stories';
import * as passwordSignInForm from './password-sign-in/password-sign-in-form.stories';

setProjectAnnotations(storyProviders);

describeStories({
  CardFields: cardFields,
  CheckboxField: checkboxField,
  FormikForm: formikForm,
  PasswordSignInForm: passwordSignInForm,
});
