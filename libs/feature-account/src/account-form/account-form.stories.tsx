import { FormikTextField } from '@mall/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { AccountForm } from './account-form';

const schema = yup.object({ password: yup.string().required('Enter your password.') });

const meta = {
  title: 'Storefront/Account form',
  component: AccountForm,
  args: {
    initialValues: { password: '' },
    schema,
    onSubmit: fn(async () => ({ password: 'The password is not right.' })),
    submitLabel: 'Continue to TikTok',
    children: (
      <FormikTextField
        name="password"
        type="password"
        autoComplete="current-password"
        label="Your Mall password"
        hint="We ask for it to make sure it is you."
        required
      />
    ),
  },
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password confirmation with Cancel beside it; the server's refusal shows under the field. */
export const WithCancel: Story = {
  args: { secondary: { label: 'Cancel', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Your Mall password/), 'wrong-one{Enter}');
    await expect(await canvas.findByText('The password is not right.')).toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'wrong-one' });
  },
};

/** A screen's one form: the submit button spans it. */
export const FullWidth: Story = { args: { fullWidth: true } };
