import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SearchCombobox, type SearchComboboxProps } from './search-combobox';

function Stateful(props: SearchComboboxProps) {
  const [value, setValue] = useState(props.value);
  return <SearchCombobox {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'UI/SearchCombobox',
  component: SearchCombobox,
  render: (args) => (
    <div style={{ position: 'relative', maxWidth: '28rem', padding: '0.5rem', background: '#e4393c' }}>
      <Stateful {...args} />
    </div>
  ),
  args: {
    labels: { input: 'Search', placeholder: 'Search products', submit: 'Search' },
    value: '',
    onValueChange: () => undefined,
    onSelect: () => undefined,
    onSubmit: () => undefined,
    groups: [
      {
        key: 'products',
        label: 'Products',
        options: [
          { key: 'p1', label: 'Electric Kettle 1.7 L' },
          { key: 'p2', label: 'Travel Kettle Mini' },
        ],
      },
      { key: 'categories', label: 'Categories', options: [{ key: 'c1', label: 'Kettles' }] },
      { key: 'shops', label: 'Shops', options: [{ key: 's1', label: 'Kettleworks Outlet' }] },
    ],
  },
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'ke{ArrowDown}');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(canvasElement).getByRole('option', { name: 'Electric Kettle 1.7 L' }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const Corrected: Story = {
  args: { value: 'kettel', note: 'Showing suggestions for “kettle”' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await expect(within(canvasElement).getByText('Showing suggestions for “kettle”')).toBeVisible();
  },
};
