import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PANEL_NAMESPACES } from '../shared/translator';
import { type NewProductFormProps, NewProductForm } from './new-product-form';
import { newProductSchema } from './new-product-schema';

/** The form with its translator and schema in English, as the products screen builds them. */
function NewProductScreen(props: Omit<NewProductFormProps, 't' | 'schema'>) {
  const { t } = useTranslation(PANEL_NAMESPACES);
  const schema = useMemo(() => newProductSchema(t), [t]);
  return <NewProductForm {...props} t={t} schema={schema} />;
}

const text = (value: string) => ({ text: value, lang: 'en' as const });

const meta = {
  title: 'Seller panel/New product',
  component: NewProductScreen,
  args: {
    categories: [
      { id: 1, parent_id: null, name: text('Kitchen'), image: '', sort: 1 },
      { id: 4, parent_id: 1, name: text('Tea cups'), image: '', sort: 2 },
      { id: 5, parent_id: 1, name: text('Teapots'), image: '', sort: 3 },
      { id: 9, parent_id: null, name: text('Gifts'), image: '', sort: 4 },
    ],
    brands: [{ id: 2, name: text('Kilnworks'), logo: '', product_count: 3 }],
    onAdd: fn(async () => ({ added: true }) as const),
    onCancel: fn(),
  },
} satisfies Meta<typeof NewProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

/** Sent empty: every required field says what it needs, and nothing is added. */
export const Incomplete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send for review' }));
    await expect(await canvas.findByText('Choose a category.')).toBeInTheDocument();
    await expect(canvas.getByText('Add at least one picture.')).toBeInTheDocument();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
