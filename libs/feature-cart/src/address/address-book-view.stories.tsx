import type { Address } from '@mall/sdk';
import { loadedQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { homeAddress, officeAddress } from '../testing/fixtures';
import { useStoryAddressBook } from '../testing/story-views';
import type { AddressListBook } from './address-list';
import { AddressBookView, type AddressBookViewProps } from './address-book-view';

/** A Chinese street line of 500 characters: it wraps, and nothing widens the page. */
const longChinese: Address = {
  ...officeAddress,
  id: 24,
  name: '王文',
  street: '北京市朝阳区建国门外大街一号国贸大厦三座二十层'.repeat(25).slice(0, 500),
  city: '北京',
  postcode: '100020',
  country: 'CN',
  latitude: null,
  longitude: null,
};

type Args = Omit<AddressBookViewProps, 'book'> & { book?: Partial<AddressListBook> };

function AddressBookScreen({ book, ...props }: Args) {
  return <AddressBookView {...props} book={useStoryAddressBook(book)} />;
}

const meta = {
  title: 'Storefront/Address book',
  component: AddressBookScreen,
  args: { addresses: loadedQuery([homeAddress, officeAddress, longChinese]) },
} satisfies Meta<typeof AddressBookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Addresses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Edit the address of Ada Lovelace' })).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: 'View on the map' })).toHaveLength(2);
  },
};

export const ConfirmingADelete: Story = { args: { book: { deleting: longChinese } } };

export const Editing: Story = {
  args: { book: { editing: homeAddress.id, initialValues: { ...homeAddress } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit address' })).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText(/^Postcode/));
    await userEvent.type(canvas.getByLabelText(/^Postcode/), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Enter a postcode as used in United Kingdom.')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { addresses: loadedQuery([]) } };
