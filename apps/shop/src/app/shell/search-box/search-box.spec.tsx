import { createI18n, type Language, type NamespaceJson } from '@mall/i18n';
import { operationHandler } from '@mall/sdk/testing';
import { createAppStore, memoryStorage } from '@mall/session';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RECENT_SEARCHES_KEY } from './recent-searches';
import { SearchBox } from './search-box';

const BASE = 'http://shop.test/api';
const asked: { keyword: string; lang: string }[] = [];
const server = setupServer(
  operationHandler(
    'getSearchSuggestions',
    (request) => {
      const url = new URL(request.url);
      const keyword = url.searchParams.get('keyword') ?? '';
      asked.push({ keyword, lang: request.headers.get('lang') ?? '' });
      const zh = request.headers.get('lang') === 'zh';
      if (keyword === 'kettel')
        return {
          products: [{ id: 7, name: { text: 'Electric Kettle', lang: 'en' }, image: 'http://m/k.png' }],
          categories: [],
          shops: [],
          corrected_keyword: 'kettle',
        };
      if (keyword === 'zzz') return { products: [], categories: [], shops: [] };
      return {
        products: [
          {
            id: 7,
            name: zh ? { text: '电热水壶', lang: 'zh' } : { text: 'Electric Kettle', lang: 'en' },
            image: 'http://m/k.png',
          },
        ],
        categories: [{ id: 3, name: zh ? { text: '水壶', lang: 'zh' } : { text: 'Kettles', lang: 'en' } }],
        shops: [{ id: 5, name: 'Kettleworks Outlet', logo: 'http://m/s.png' }],
      };
    },
    BASE,
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

const localesDir = join(__dirname, '../../../../../../locales');
const loadNamespace = async (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as NamespaceJson;

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

async function renderBox(language: Language = 'en', path = '/') {
  const i18n = await createI18n({ language, loadNamespace, namespaces: ['common'] });
  const store = createAppStore({ baseUrl: BASE, getLanguage: () => i18n.language }, memoryStorage());
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <SearchBox />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return userEvent.setup();
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('SearchBox', () => {
  it('asks for suggestions once typing pauses and offers products, categories and shops', async () => {
    const user = await renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'ke');
    expect(await screen.findByRole('option', { name: 'Electric Kettle' })).toBeInTheDocument();
    // One request for the pause, not one per letter.
    expect(asked).toEqual([{ keyword: 'ke', lang: 'en' }]);
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveTextContent('Kettles');
    expect(screen.getByRole('group', { name: 'Shops' })).toHaveTextContent('Kettleworks Outlet');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/pages/category/detail?id=3');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['ke']);
  });

  it('names the suggestions in the reader’s language', async () => {
    const user = await renderBox('zh');
    await user.type(screen.getByRole('combobox', { name: '搜索' }), 'ke');
    expect(await screen.findByRole('option', { name: '电热水壶' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '分类' })).toHaveTextContent('水壶');
    expect(asked[0]!.lang).toBe('zh');
  });

  it('says whose suggestions it shows for a misspelt keyword, and when there are none', async () => {
    const user = await renderBox();
    const box = screen.getByRole('combobox');
    await user.type(box, 'kettel');
    expect(await screen.findByText('Showing suggestions for “kettle”')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No suggestions: press Enter to search')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/pages/search/search?keyword=zzz');
  });

  it('offers the recent searches kept on the device while empty, and clears them', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['tea cup', 'kettle']));
    const user = await renderBox();
    await user.click(screen.getByRole('combobox'));
    const recent = screen.getByRole('group', { name: 'Recent searches' });
    expect(recent).toHaveTextContent('tea cup');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/pages/search/search?keyword=kettle');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['kettle', 'tea cup']);
    await user.click(screen.getByRole('combobox'));
    await user.clear(screen.getByRole('combobox'));
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('holds the keyword of the search page it is on', async () => {
    await renderBox('en', '/pages/search/search?keyword=kettle');
    expect(screen.getByRole('combobox')).toHaveValue('kettle');
    await waitFor(() => expect(asked).toEqual([{ keyword: 'kettle', lang: 'en' }]));
  });
});
