import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryContent } from './query-content';
import { failedQuery, loadedQuery, loadingQuery, queryState, type QueryResultLike } from './query-state';

const labels = { loading: 'Loading…', error: 'We could not load this.', retry: 'Try again' };

const renderList = (state: Parameters<typeof QueryContent<string[]>>[0]['state']) =>
  render(
    <QueryContent
      state={state}
      labels={labels}
      isEmpty={(items) => items.length === 0}
      empty={<p>Nothing here yet</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryContent>,
  );

describe('QueryContent', () => {
  it('shows a named spinner while the first load is under way', () => {
    renderList(loadingQuery());
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the skeleton it is given in place of the spinner, still named as loading', () => {
    render(
      <QueryContent state={loadingQuery<string>()} labels={labels} placeholder={<p>Grey boxes</p>}>
        {(text) => <p>{text}</p>}
      </QueryContent>,
    );
    const loading = screen.getByRole('progressbar', { name: 'Loading…' });
    expect(loading).toHaveTextContent('Grey boxes');
    expect(loading).toHaveAttribute('aria-busy', 'true');
  });

  it('announces a failure and tries again when asked', async () => {
    const retry = jest.fn();
    renderList(failedQuery(new Error('offline'), retry));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows a particular failure its own way', () => {
    render(
      <QueryContent
        state={failedQuery<string>({ status: 404 })}
        labels={labels}
        renderError={(error) => ((error as { status: number }).status === 404 ? <p>Not found</p> : undefined)}
      >
        {(text) => <p>{text}</p>}
      </QueryContent>,
    );
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty answer, and the content otherwise', () => {
    const { rerender } = renderList(loadedQuery([]));
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    rerender(
      <QueryContent state={loadedQuery(['Tea', 'Cups'])} labels={labels}>
        {(items) => <p>{items.join(', ')}</p>}
      </QueryContent>,
    );
    expect(screen.getByText('Tea, Cups')).toBeInTheDocument();
  });
});

describe('queryState', () => {
  const result = (overrides: Partial<QueryResultLike<string[]>>): QueryResultLike<string[]> => ({
    isLoading: false,
    isFetching: false,
    isError: false,
    refetch: jest.fn(),
    ...overrides,
  });

  it('keeps the previous data while the next arguments load, unless told not to', () => {
    const changingPage = result({ data: ['page 1'], currentData: undefined, isFetching: true });
    expect(queryState(changingPage)).toMatchObject({ data: ['page 1'], isLoading: false, isFetching: true });
    expect(queryState(changingPage, { keepPrevious: false })).toMatchObject({
      data: undefined,
      isLoading: true,
    });
  });

  it('picks the part of the data the view needs', () => {
    expect(queryState(result({ data: ['a', 'b'] }), { select: (items) => items.length }).data).toBe(2);
  });

  it('reports a failure until a retry is under way, and retries by fetching again', () => {
    const failed = result({ isError: true, error: { status: 500 } });
    const state = queryState(failed);
    expect(state.error).toEqual({ status: 500 });
    state.retry();
    expect(failed.refetch).toHaveBeenCalled();
    expect(queryState({ ...failed, isFetching: true })).toMatchObject({ error: undefined, isLoading: true });
  });
});
