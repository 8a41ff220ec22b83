import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, paginationItems, type PaginationLabels } from './pagination';

const labels: PaginationLabels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
  total: (total, capped) => `Total ${total}${capped ? '+' : ''} items`,
};

describe('paginationItems', () => {
  it('shows all pages when few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('elides long runs and fills single-page gaps', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap-start', 9, 10]);
  });
});

describe('Pagination', () => {
  it('is a labelled nav with the total text and the current page', () => {
    render(<Pagination page={2} total={95} pageSize={20} onPageChange={jest.fn()} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Total 95 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(5);
  });

  it('moves with previous, next and page buttons', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={2} total={95} pageSize={20} onPageChange={onPageChange} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [5]]);
  });

  it('offers the pages past a capped total while there is more', async () => {
    const onPageChange = jest.fn();
    const { rerender } = render(
      <Pagination
        page={500}
        total={10_000}
        totalCapped
        hasMore
        pageSize={20}
        onPageChange={onPageChange}
        labels={labels}
      />,
    );
    expect(screen.getByText('Total 10000+ items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 501' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(501);
    rerender(
      <Pagination
        page={502}
        total={10_000}
        totalCapped
        hasMore={false}
        pageSize={20}
        onPageChange={onPageChange}
        labels={labels}
      />,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 502' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} total={40} pageSize={20} onPageChange={jest.fn()} labels={labels} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={2} total={40} pageSize={20} onPageChange={jest.fn()} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps one page for an empty result and omits the total without a label', () => {
    render(
      <Pagination
        page={1}
        total={0}
        pageSize={20}
        onPageChange={jest.fn()}
        labels={{ ...labels, total: undefined }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();
  });
});
