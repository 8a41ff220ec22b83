import type { Address } from '@mall/sdk';
import { failedQuery, loadedQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeAddress, officeAddress } from '../testing/fixtures';
import { useStoryAddressBook } from '../testing/story-views';
import type { AddressListBook } from './address-list';
import { AddressView, type AddressViewProps } from './address-view';

/** A Thai street line of 500 characters: it wraps, and nothing widens the page. */
const longThai: Address = {
  ...officeAddress,
  id: 23,
  name: 'สมชาย ใจดี',
  street: 'ถนนสุขุมวิท ซอย 11 แขวงคลองเตยเหนือ เขตวัฒนา '.repeat(12).slice(0, 500),
  city: 'กรุงเทพมหานคร',
  postcode: '10110',
  country: 'TH',
};

type Args = Omit<AddressViewProps, 'book'> & { book?: Partial<AddressListBook> };

function AddressScreen({ book, ...props }: Args) {
  return <AddressView {...props} book={useStoryAddressBook(book)} />;
}

const meta = {
  title: 'Storefront/Checkout address',
  component: AddressScreen,
  args: {
    hasLines: true,
    addresses: loadedQuery([homeAddress, officeAddress, longThai]),
    chosenId: homeAddress.id,
    onChoose: fn(),
    onSaved: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof AddressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheBook: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /1 Analytical Row/ }));
    await expect(args.onChoose).toHaveBeenCalledWith(officeAddress.id);
  },
};

export const AddingOne: Story = { args: { book: { editing: 'new' } } };

export const EmptyBook: Story = {
  args: { addresses: loadedQuery([]), chosenId: undefined, book: { editing: 'new' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect((await canvas.findAllByText('Fill in this field.')).length).toBe(5);
  },
};

export const NoLinesChosen: Story = { args: { hasLines: false } };

export const Failed: Story = { args: { addresses: failedQuery() } };
