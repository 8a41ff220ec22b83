import { render, screen, within } from '@testing-library/react';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  it('holds the brand, the search, the actions and the sections in the page banner', () => {
    render(
      <AppHeader
        brand={<a href="#home">Mall</a>}
        search={<form role="search" aria-label="Search" />}
        actions={<a href="#cart">Cart</a>}
        navigation={<nav aria-label="Main sections" />}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Mall' })).toBeInTheDocument();
    expect(within(banner).getByRole('search', { name: 'Search' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(within(banner).getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();
  });
});
