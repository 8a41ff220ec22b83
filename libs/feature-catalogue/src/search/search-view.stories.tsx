import { loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { page, products } from '../testing/fixtures';
import { withCatalogueTexts, withStoryImages } from '../testing/story-views';
import { SearchView } from './search-view';

const SearchPage = withCatalogueTexts(SearchView);

const meta = {
  title: 'Storefront/Search',
  component: SearchPage,
  args: {
    keyword: 'tea',
    results: loadedQuery(page(withStoryImages(products('Tea', 8)), { total: 8 })),
    sort: undefined,
    filters: {},
    currency: { code: 'USD', rate: 1, decimals: 2 },
    filtersOpen: false,
    onFiltersChange: fn(),
    onSortChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const ManyPages: Story = {
  args: {
    results: loadedQuery({
      ...page(products('Shirt', 20), { total: 1000 }),
      total_capped: true,
      has_more: true,
    }),
  },
  play: async ({ args, canvasElement }) => {
    const pages = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByText('Items in total: 1,000+')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const NothingFound: Story = {
  args: { keyword: 'spaceship', results: loadedQuery(page([])) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No products match “spaceship”.' }),
    ).toBeInTheDocument();
  },
};

export const Searching: Story = { args: { results: loadingQuery() } };

export const BeforeSearching: Story = {
  args: { keyword: '', results: undefined },
  play: async ({ canvasElement }) => {
    // The keyword is typed in the app bar's box: the page has none of its own.
    await expect(within(canvasElement).queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

export const Corrected: Story = {
  args: {
    keyword: 'kettel',
    results: loadedQuery({
      ...page(withStoryImages(products('Kettle', 4)), { total: 4 }),
      corrected_keyword: 'kettle',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Showing results for “kettle”/)).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const Filtered: Story = {
  args: {
    filters: { priceMin: 1000, priceMax: 5000, ratingMin: 4, shopId: 7 },
    filtersOpen: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Lowest' })).toHaveValue('10.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({});
  },
};
