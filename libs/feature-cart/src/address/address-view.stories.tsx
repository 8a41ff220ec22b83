import { failedQuery, loadedQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeAddress, officeAddress } from '../testing/fixtures';
import { withCartTexts } from '../testing/story-views';
import { AddressView } from './address-view';

const AddressScreen = withCartTexts(AddressView);

const meta = {
  title: 'Storefront/Checkout address',
  component: AddressScreen,
  args: {
    hasLines: true,
    addresses: loadedQuery([homeAddress, officeAddress]),
    chosenId: homeAddress.id,
    onChoose: fn(),
    adding: false,
    onStartAdding: fn(),
    onStopAdding: fn(),
    onSubmit: fn(async () => undefined),
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

export const AddingOne: Story = { args: { adding: true } };

export const EmptyBook: Story = {
  args: { addresses: loadedQuery([]), chosenId: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect((await canvas.findAllByText('Fill in this field.')).length).toBe(6);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoLinesChosen: Story = { args: { hasLines: false } };

export const Failed: Story = { args: { addresses: failedQuery() } };
