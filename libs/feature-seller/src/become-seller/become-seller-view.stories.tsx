import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { applicationSchema } from '../application/application-schema';
import { shopRegistrationSchema } from '../shop-registration/shop-registration-schema';
import { application, registration } from '../testing/fixtures';
import { type BecomeSellerViewProps, BecomeSellerView } from './become-seller-view';

type ScreenProps = Omit<BecomeSellerViewProps, 't' | 'applicationSchema' | 'registrationSchema'>;

/** The view with its translator and schemas in English, as the page builds them. */
function BecomeSellerScreen(props: ScreenProps) {
  const { t } = useTranslation(['seller', 'common']);
  const schemas = useMemo(
    () => ({ application: applicationSchema(t), registration: shopRegistrationSchema(t) }),
    [t],
  );
  return (
    <BecomeSellerView
      {...props}
      t={t}
      applicationSchema={schemas.application}
      registrationSchema={schemas.registration}
    />
  );
}

const meta = {
  title: 'Storefront/Become a seller',
  component: BecomeSellerScreen,
  args: {
    application: loadedQuery(null),
    registration: loadedQuery(null),
    onApply: fn(async () => true),
    onRegister: fn(async () => true),
    sellerPanel: <button type="button">Open the seller panel</button>,
  },
} satisfies Meta<typeof BecomeSellerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Apply: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Shop name/), 'Ada’s Cups');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(args.onApply).toHaveBeenCalledWith({ shop_name: 'Ada’s Cups', reason: '' });
  },
};

export const UnderReview: Story = { args: { application: loadedQuery(application()) } };

export const Refused: Story = {
  args: {
    application: loadedQuery(application({ status: 'refused', message: 'Tell us where the cups are made.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tell us where the cups are made.');
    await expect(canvas.getByLabelText(/Shop name/)).toHaveValue('Ada’s Cups');
  },
};

export const RegisterShop: Story = {
  args: { application: loadedQuery(application({ status: 'accepted' })) },
};

export const RegistrationUnderReview: Story = {
  args: {
    application: loadedQuery(application({ status: 'accepted' })),
    registration: loadedQuery(registration()),
  },
};

export const ShopOpen: Story = {
  args: {
    application: loadedQuery(application({ status: 'accepted' })),
    registration: loadedQuery(registration({ status: 'approved', shop: { id: 3, name: 'Ada’s Cups' } })),
  },
};

export const Loading: Story = { args: { application: loadingQuery() } };

export const CouldNotLoad: Story = { args: { application: failedQuery(new Error('offline'), fn()) } };
