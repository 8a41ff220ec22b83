import { operationHandler } from '@mall/sdk/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { sales } from '../testing/fixtures';
import { BASE_URL, renderPage, signedInStorage, startApiServer } from '../testing/render-page';
import { SalesPage } from './sales-page';

const server = startApiServer();

describe('SalesPage', () => {
  it('shows this month and last month, and the month day by day as a chart with a table', async () => {
    server.use(operationHandler('getSellerSales', sales, BASE_URL));
    await renderPage(<SalesPage />, { route: '/sales', storage: signedInStorage() });

    const thisMonth = await screen.findByRole('region', { name: 'This month · January 2026' });
    expect(within(thisMonth).getByText('$1,549.00')).toBeInTheDocument();
    expect(within(thisMonth).getByText('12')).toBeInTheDocument();
    expect(within(thisMonth).getByText('31')).toBeInTheDocument();
    const lastMonth = screen.getByRole('region', { name: 'Last month · December 2025' });
    expect(within(lastMonth).getByText('$980.00')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Revenue per day, January 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(32);
    expect(rows[2]).toHaveTextContent('January 2$49.00');
    expect(rows[15]).toHaveTextContent('January 15$1,500.00');
    expect(document.title).toBe('Sales · Mall');
  });

  it('says when the month has no sales yet', async () => {
    server.use(
      operationHandler(
        'getSellerSales',
        { ...sales, daily: sales.daily.map((day) => ({ ...day, revenue_minor: 0 })) },
        BASE_URL,
      ),
    );
    await renderPage(<SalesPage />, { route: '/sales', storage: signedInStorage() });
    expect(await screen.findByRole('heading', { name: 'No sales this month yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the sales cannot be loaded', async () => {
    server.use(http.get(`${BASE_URL}/seller/sales`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderPage(<SalesPage />, { route: '/sales', storage: signedInStorage() });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this.');
    server.use(operationHandler('getSellerSales', sales, BASE_URL));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
