import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { CardFields } from './card-fields';
import { cardSchema, emptyCard, SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD } from './card-rules';

const schema = cardSchema({
  cardNumber: 'Enter the card number (12 to 19 digits).',
  luhn: 'This card number is not valid: check the digits.',
  expiryMonth: 'Enter a month from 1 to 12.',
  expiryYear: 'Enter the four-digit year.',
  expired: 'This card has expired.',
  cvc: 'Enter the 3 or 4 digits on the back of the card.',
  holder: 'Enter the name as printed on the card, in Latin letters.',
});

const meta = {
  title: 'Forms/CardFields',
  component: CardFields,
  args: {
    labels: {
      cardNumber: 'Card number',
      expiryMonth: 'Expiry month',
      expiryYear: 'Expiry year',
      cvc: 'Security code (CVC)',
      holder: 'Name on the card',
    },
  },
  decorators: [
    (Story) => (
      <Formik initialValues={emptyCard} validationSchema={schema} onSubmit={() => undefined}>
        {(formik) => (
          <form noValidate onSubmit={formik.handleSubmit}>
            <Story />
            <button type="submit">Pay</button>
          </form>
        )}
      </Formik>
    ),
  ],
} satisfies Meta<typeof CardFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Card number/), '4242 4242 4242 4241');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(
      await canvas.findByText('This card number is not valid: check the digits.'),
    ).toBeInTheDocument();
  },
};

export const WithSandboxCards: Story = {
  args: {
    sandbox: {
      title: 'Sandbox card payments: no real money moves',
      approves: `Approved test card: ${SANDBOX_APPROVED_CARD}`,
      declines: `Declined test card: ${SANDBOX_DECLINED_CARD}`,
    },
  },
  play: async ({ canvasElement }) => {
    // The numbers never wrap inside: their spaces are no-break ones.
    const approved = within(canvasElement).getByText(/^Approved test card:/);
    await expect(approved.textContent).toBe('Approved test card: 4242\u00a04242\u00a04242\u00a04242');
  },
};
