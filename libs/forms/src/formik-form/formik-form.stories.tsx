import { Button } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { FormikTextField } from '../formik-fields/formik-fields';
import { FieldRow, FormikForm } from './formik-form';

const schema = yup.object({
  firstname: yup.string().required('Enter your first name'),
  lastname: yup.string().required('Enter your last name'),
  phone: yup.string(),
});

/** A profile form: two names side by side when there is room, then the phone. */
function ProfileForm() {
  return (
    <Formik
      initialValues={{ firstname: '', lastname: '', phone: '' }}
      validationSchema={schema}
      onSubmit={() => undefined}
    >
      <FormikForm schema={schema}>
        <FieldRow>
          <FormikTextField name="firstname" label="First name" required />
          <FormikTextField name="lastname" label="Last name" required />
        </FieldRow>
        <FormikTextField name="phone" type="tel" label="Phone" />
        <Button type="submit">Save</Button>
      </FormikForm>
    </Formik>
  );
}

const meta = {
  title: 'Forms/FormikForm',
  component: ProfileForm,
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MissingNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter your first name')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^First name/)).toHaveFocus();
  },
};
