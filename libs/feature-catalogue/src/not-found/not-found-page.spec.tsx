import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page does not exist and links home', async () => {
    await renderPage(<NotFoundPage />, { route: '/pages/users/404', namespaces: ['catalogue', 'common'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/pages/home/home',
    );
    expect(document.title).toBe('Page not found · Mall');
  });
});
