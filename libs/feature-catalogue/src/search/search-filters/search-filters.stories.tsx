import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { SearchFilters, type SearchFiltersProps } from './search-filters';

function Filters(props: Omit<SearchFiltersProps, 't'>) {
  const { t } = useTranslation(['catalogue', 'common']);
  return <SearchFilters {...props} t={t} />;
}

const meta = {
  title: 'Storefront/Search filters',
  component: Filters,
  args: {
    currency: { code: 'THB', rate: 7.24, decimals: 2 },
    values: {},
    shops: [
      { id: 7, name: 'Sakura Store' },
      { id: 8, name: 'Kettleworks Outlet' },
    ],
    brands: [
      { id: 3, name: 'Kettleworks' },
      { id: 4, name: 'Sakura Home' },
    ],
    onApply: fn(),
    initiallyOpen: true,
  },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Lowest' }), '100');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Shop' }), 'Kettleworks Outlet');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Brand' }), 'Sakura Home');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    // ฿100 at 7.24 baht a dollar is $13.81.
    await expect(args.onApply).toHaveBeenCalledWith({
      priceMin: 1381,
      priceMax: undefined,
      ratingMin: undefined,
      shopId: 8,
      brandId: 4,
    });
  },
};

export const WrongAmount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Highest' }), '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('textbox', { name: 'Highest' })).toHaveAccessibleDescription(
      'Enter an amount such as 1234.50.',
    );
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { initiallyOpen: false, values: { ratingMin: 4 } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Rating' })).toHaveValue('4');
  },
};
