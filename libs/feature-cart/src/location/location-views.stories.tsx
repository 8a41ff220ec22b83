import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withCartTexts } from '../testing/story-views';
import { ChooseLocationView } from './choose-location-view';

const ChooseScreen = withCartTexts(ChooseLocationView);
const bangkok = { name: 'Bangkok', country: 'TH', latitude: 13.754, longitude: 100.5014 };
const names: Record<string, string> = { TH: 'Thailand', JP: 'Japan' };

const meta = {
  title: 'Storefront/Choose a place',
  component: ChooseScreen,
  args: {
    placesReady: true,
    query: '',
    onQueryChange: fn(),
    results: [],
    countryName: (code: string) => names[code] ?? code,
    onPickResult: fn(),
    point: bangkok,
    centreKey: 0,
    zoom: 11,
    onMovePin: fn(),
    chosen: { name: 'Bangkok', address: 'Bangkok, Thailand' },
    attribution: 'Outlines: Natural Earth · Places: GeoNames',
    onUse: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ChooseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use this place' }));
    await expect(args.onUse).toHaveBeenCalled();
  },
};

export const SearchResults: Story = {
  args: {
    query: 'ban',
    results: [bangkok, { name: 'Bandung', country: 'ID', latitude: -6.9222, longitude: 107.6069 }],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Bangkok/ }));
    await expect(args.onPickResult).toHaveBeenCalledWith(bangkok);
  },
};

export const LoadingPlaces: Story = { args: { placesReady: false } };
