import type { Ad, AdPosition, Brand } from '@mall/sdk';
import { loadedQuery, loadingQuery } from '@mall/ui';
import { storyImage } from '@mall/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ad, brand, categoryTree, category, product, products } from '../testing/fixtures';
import { withCatalogueTexts, withStoryImages } from '../testing/story-views';
import { HomeView } from './home-view';

const HomePage = withCatalogueTexts(HomeView);

const pictured = (item: Ad, width: number, height: number) => ({
  ...item,
  image: storyImage(item.title.text, item.id * 61, width, height),
});

const ads: Record<AdPosition, Ad[]> = {
  top: [
    pictured(ad(1, 'top', 'Spring sale', '/pages/category/detail?id=9'), 1200, 400),
    pictured(ad(2, 'top', 'Free delivery', '/pages/news/index'), 1200, 400),
  ],
  center_top: [pictured(ad(3, 'center_top', 'Tea week', '/pages/search/search?keyword=tea'), 1200, 240)],
  center: [pictured(ad(4, 'center', 'New brands', '/pages/category/brands'), 1200, 240)],
  center_bottom: [pictured(ad(5, 'center_bottom', 'Cups', '/pages/prouduct/detail?id=12'), 1200, 240)],
  bottom: [pictured(ad(6, 'bottom', 'Download the app', '/pages/news/index'), 1200, 240)],
};

const topBrands: Brand[] = ['Tokoname', 'Kettleworks', 'Sakura', 'Northwind', 'Lumen'].map((name, index) => ({
  ...brand(index + 1, name),
  logo: storyImage(name, index * 70, 160, 80),
}));

const meta = {
  title: 'Storefront/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  args: {
    ads: loadedQuery(ads),
    adHref: (link: string) => `#${link}`,
    announcements: loadedQuery([
      {
        id: 1,
        title: { text: 'Holiday opening hours', lang: 'en' as const },
        body: { text: 'Support answers within a day.', lang: 'en' as const },
        published_at: '2026-01-15T09:30:00.000Z',
      },
    ]),
    brands: loadedQuery(topBrands),
    categories: loadedQuery(
      [
        categoryTree(9, 'Kitchen', [category(91, 'Teapots', 9), category(92, 'Cups', 9)]),
        categoryTree(10, 'Garden', [category(101, 'Planters', 10)]),
      ].map((tree) => ({ ...tree, image: storyImage(tree.name.text, tree.id * 37, 120, 120) })),
    ),
    hot: loadedQuery(withStoryImages(products('Hot', 6))),
    fresh: loadedQuery(withStoryImages([product(101, 'Matcha whisk', 2500)])),
    recommended: loadedQuery(
      withStoryImages([product(201, 'Bamboo tray', 4999, { list_price_minor: 5999 })]),
    ),
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hot 1' })).toBeInTheDocument();
    await expect(canvas.getByText('Holiday opening hours')).toBeInTheDocument();
  },
};

/** Where a new account lands: greeted by its first name. */
export const WelcomingANewAccount: Story = {
  args: { welcome: 'Ada', onCloseWelcome: fn() },
  play: async ({ args, canvasElement }) => {
    const greeting = within(canvasElement).getByRole('status', { name: 'Welcome to Mall, Ada!' });
    await userEvent.click(within(greeting).getByRole('button', { name: 'Close the welcome message' }));
    await expect(args.onCloseWelcome).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: {
    ads: loadingQuery(),
    announcements: loadingQuery(),
    brands: loadingQuery(),
    categories: loadingQuery(),
    hot: loadingQuery(),
    fresh: loadingQuery(),
    recommended: loadingQuery(),
  },
};

export const NothingListedYet: Story = {
  args: {
    ads: loadedQuery({ top: [], center_top: [], center: [], center_bottom: [], bottom: [] }),
    announcements: loadedQuery([]),
    brands: loadedQuery([]),
    hot: loadedQuery([]),
    fresh: loadedQuery([]),
    recommended: loadedQuery([]),
  },
};
