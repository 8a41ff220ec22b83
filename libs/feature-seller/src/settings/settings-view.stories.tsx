import { loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seller } from '../testing/fixtures';
import { settingsSchema } from './settings-schema';
import { type SettingsViewProps, SettingsView } from './settings-view';

/** The view with its translator and schema in English, as the page builds them. */
function SettingsScreen(props: Omit<SettingsViewProps, 't' | 'schema'>) {
  const { t } = useTranslation(['seller', 'common']);
  const schema = useMemo(() => settingsSchema(t), [t]);
  return <SettingsView {...props} t={t} schema={schema} />;
}

const meta = {
  title: 'Storefront/Profile and settings',
  component: SettingsScreen,
  args: {
    user: loadedQuery({ ...seller, seller_url: null }),
    onSave: fn(async () => ({ saved: true }) as const),
    saved: false,
    sellerPanel: <button type="button">Open the seller panel</button>,
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shopper: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ firstname: 'Ada', lastname: 'Lovelace', new_password: '' }),
      ),
    );
  },
};

export const Seller: Story = { args: { user: loadedQuery(seller) } };

export const Saved: Story = { args: { saved: true } };

export const Loading: Story = { args: { user: loadingQuery() } };
