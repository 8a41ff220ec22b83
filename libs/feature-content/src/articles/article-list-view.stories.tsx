import type { Article } from '@mall/sdk';
import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import { storyImage } from '@mall/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { article } from '../testing/fixtures';
import { withContentTexts } from '../testing/story-views';
import { ArticleListView } from './article-list-view';

const ArticleList = withContentTexts(ArticleListView);

const articles = (first: number, count: number): Article[] =>
  Array.from({ length: count }, (_, index) => ({
    ...article(first + index),
    image: storyImage(`News ${first + index}`, (first + index) * 53, 320, 180),
  }));

const meta = {
  title: 'Storefront/News list',
  component: ArticleList,
  args: {
    title: 'News',
    emptyTitle: 'There is no news yet',
    articles: loadedQuery({
      list: articles(1, 10),
      page: 1,
      page_size: 10,
      total: 24,
      total_capped: false,
      has_more: true,
    }),
    articleHref: (item: Article) => `/pages/news/detail?id=${item.id}`,
    onPageChange: fn(),
  },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Article 1' })).toHaveAttribute(
      'href',
      '/pages/news/detail?id=1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const NothingYet: Story = {
  args: {
    articles: loadedQuery({
      list: [],
      page: 1,
      page_size: 10,
      total: 0,
      total_capped: false,
      has_more: false,
    }),
  },
};

export const Loading: Story = { args: { articles: loadingQuery() } };

export const CouldNotLoad: Story = { args: { articles: failedQuery(new Error('offline'), fn()) } };
