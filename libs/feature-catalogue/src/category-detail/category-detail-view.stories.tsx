import { loadedQuery, loadingQuery } from '@mall/ui';
import { atViewport, isLaidOutAt, type ViewportName } from '@mall/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { category, categoryPage, page as listPage, products } from '../testing/fixtures';
import { withCatalogueTexts, withStoryImages } from '../testing/story-views';
import page from '../views/page.module.css';
import { CategoryDetailView } from './category-detail-view';

const CategoryDetail = withCatalogueTexts(CategoryDetailView);

const teapots = categoryPage({ products: listPage(withStoryImages(products('Teapot', 20)), { total: 45 }) });
const leafTeapots = { ...teapots, children: [] };
const longName = 'Hand-thrown cast iron teapots and kettles from Iwate Prefecture';

const meta = {
  title: 'Storefront/CategoryDetail',
  component: CategoryDetail,
  args: {
    category: loadedQuery(teapots),
    subcategoriesLikely: true,
    sort: undefined,
    brandId: undefined,
    onSortChange: fn(),
    onBrandChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof CategoryDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Teapots' })).toBeInTheDocument();
    const breadcrumb = canvas.getByRole('navigation', { name: 'You are here' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/pages/home/home',
    );
    await expect(within(breadcrumb).getByRole('link', { name: 'Kitchen' })).toHaveAttribute(
      'href',
      '/pages/category/detail?id=1',
    );
    await expect(within(breadcrumb).getByText('Teapots')).toHaveAttribute('aria-current', 'page');
    const subcategories = canvas.getByRole('region', { name: 'Subcategories' });
    await expect(within(subcategories).getByRole('link', { name: 'Cast iron' })).toHaveAttribute(
      'href',
      '/pages/category/detail?id=111',
    );
    const productsSection = canvas.getByRole('region', { name: 'Products' });
    await expect(within(productsSection).getAllByRole('article')).toHaveLength(20);
    await userEvent.selectOptions(within(productsSection).getByRole('combobox', { name: 'Brand' }), 'Iwachu');
    await expect(args.onBrandChange).toHaveBeenCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LoadedWithoutSubcategories: Story = {
  args: { category: loadedQuery(leafTeapots), subcategoriesLikely: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Teapots' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Subcategories' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Products' })).toBeInTheDocument();
  },
};

/** The skeleton in the page's shape, with a row for the sub-categories the category probably has. */
export const Loading: Story = {
  args: { category: loadingQuery(), subcategoriesLikely: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** A category without sub-categories (as far as the category tree says) loads without their row. */
export const LoadingLeafCategory: Story = {
  args: { category: loadingQuery(), subcategoriesLikely: false },
  play: Loading.play,
};

/** A name too long for one line is cut short with an ellipsis; the title attribute shows it whole. */
export const LongCategoryName: Story = {
  ...atViewport('phone'),
  args: { category: loadedQuery({ ...teapots, category: category(11, longName, 1) }) },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1, name: longName });
    await expect(title).toHaveAttribute('title', longName);
    await expect(title).toHaveClass(page.headTitle!);
    if (isLaidOutAt(title, 'phone')) {
      await expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
      await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    }
  },
};

type Situation = Pick<Story['args'] & object, 'category' | 'subcategoriesLikely'>;

/** Top of the product grid below the top of its frame, in CSS pixels. */
const gridOffset = (frame: HTMLElement, grid: HTMLElement) =>
  grid.getBoundingClientRect().top - frame.getBoundingClientRect().top;

/**
 * The skeleton over the loaded page, each in its own frame at the viewport's width: the skeleton's first row of
 * cards starts as far down its frame as the loaded page's grid, so nothing moves when the data arrives.
 */
function skeletonOverLoaded(viewport: ViewportName, { category, subcategoriesLikely }: Situation): Story {
  return {
    ...atViewport(viewport),
    args: { category, subcategoriesLikely },
    render: (args) => (
      <>
        <section aria-label="While loading">
          <CategoryDetail {...args} category={loadingQuery()} />
        </section>
        <section aria-label="Loaded">
          <CategoryDetail {...args} />
        </section>
      </>
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const skeletonFrame = canvas.getByRole('region', { name: 'While loading' });
      const loadedFrame = canvas.getByRole('region', { name: 'Loaded' });
      const skeletonGrid = within(within(skeletonFrame).getByRole('progressbar')).getByRole('list');
      const loadedGrid = within(loadedFrame).getAllByRole('article')[0]!.closest('ul')!;
      await expect(skeletonGrid).toHaveClass(loadedGrid.className);
      if (isLaidOutAt(loadedGrid, viewport)) {
        await expect(gridOffset(skeletonFrame, skeletonGrid)).toBeCloseTo(
          gridOffset(loadedFrame, loadedGrid),
          0,
        );
      }
    },
  };
}

export const SkeletonMatchesLoadedAtPhone = skeletonOverLoaded('phone', {
  category: loadedQuery(teapots),
  subcategoriesLikely: true,
});

export const SkeletonMatchesLoadedAtDesktop = skeletonOverLoaded('desktop', {
  category: loadedQuery(teapots),
  subcategoriesLikely: true,
});

export const LeafSkeletonMatchesLoadedAtPhone = skeletonOverLoaded('phone', {
  category: loadedQuery(leafTeapots),
  subcategoriesLikely: false,
});

export const LeafSkeletonMatchesLoadedAtDesktop = skeletonOverLoaded('desktop', {
  category: loadedQuery(leafTeapots),
  subcategoriesLikely: false,
});
