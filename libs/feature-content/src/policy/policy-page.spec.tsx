import type { JsonOperationName } from '@mall/sdk';
import { operationHandler } from '@mall/sdk/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { policyPage, text } from '../testing/fixtures';
import { BASE_URL, localeTexts, NOT_FOUND_TEXT, renderPage } from '../testing/render-page';
import { PolicyPage } from './policy-page';
import { type PolicySlug, policySlugs } from './policy-slugs';

const PATH = '/pages/policy/:slug';

const operations: Record<PolicySlug, JsonOperationName> = {
  terms: 'getTermsPolicy',
  privacy: 'getPrivacyPolicy',
  return: 'getReturnPolicy',
  support: 'getSupportPolicy',
  about_us: 'getAboutUs',
  user: 'getUserAgreement',
};

/** Every policy endpoint answers its own page; `asked` records which were called, with their lang header. */
function policyHandlers(asked: string[]) {
  return policySlugs.map((slug) =>
    operationHandler(
      operations[slug] as 'getTermsPolicy',
      (request) => {
        asked.push(`${slug} ${request.headers.get('lang')}`);
        return policyPage(slug);
      },
      BASE_URL,
    ),
  );
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('PolicyPage', () => {
  it.each(policySlugs)('/pages/policy/%s loads that page only', async (slug) => {
    const asked: string[] = [];
    server.use(...policyHandlers(asked));
    await renderPage(<PolicyPage />, { route: `/pages/policy/${slug}`, path: PATH, language: 'zh' });

    expect(
      screen.getByRole('heading', { level: 1, name: localeTexts('zh', 'content').policy.names[slug] }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`The ${slug} text.`)).toBeInTheDocument();
    expect(asked).toEqual([`${slug} zh`]);
  });

  it('shows the page’s HTML sanitised', async () => {
    server.use(
      operationHandler(
        'getPrivacyPolicy',
        policyPage('privacy', {
          title: text('Privacy policy'),
          body_html: text(
            '<h2>What we collect</h2><p>Your <strong>email</strong> and <em>address</em>.</p>' +
              '<ul><li>Orders</li><li>Payments</li></ul>' +
              '<script>window.leaked = document.cookie</script>' +
              '<p><a href="javascript:alert(1)" onclick="alert(1)">unsafe</a> ' +
              '<a href="mailto:privacy@mall.example">privacy@mall.example</a> ' +
              '<a href="/pages/policy/terms">terms</a> ' +
              '<a href="https://regulator.example/rights">your rights</a></p>' +
              '<img src="x" onerror="window.leaked = 1"><style>body { display: none }</style>',
          ),
        }),
        BASE_URL,
      ),
    );
    const { container } = await renderPage(<PolicyPage />, { route: '/pages/policy/privacy', path: PATH });

    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('email').tagName).toBe('STRONG');
    expect(screen.getByText('unsafe').tagName).not.toBe('A');
    expect(screen.getByRole('link', { name: 'privacy@mall.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@mall.example',
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '#/pages/policy/terms');
    const external = screen.getByRole('link', { name: 'your rights' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('script, style, img, [onclick], [onerror]')).toBeNull();
    expect((window as { leaked?: unknown }).leaked).toBeUndefined();
    expect(screen.getByText('Last updated:')).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy · Mall');
  });

  it('marks English fallback text with lang', async () => {
    server.use(
      operationHandler(
        'getTermsPolicy',
        policyPage('terms', {
          title: text('Terms and conditions', 'en'),
          body_html: text('<p>These terms apply to every order.</p>', 'en'),
          updated_at: '2026-02-01T12:00:00.000Z',
        }),
        BASE_URL,
      ),
    );
    await renderPage(<PolicyPage />, { route: '/pages/policy/terms', path: PATH, language: 'jp' });

    const body = await screen.findByText('These terms apply to every order.');
    expect(body.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Terms and conditions')).toHaveAttribute('lang', 'en');
    const date = new Intl.DateTimeFormat('ja', { dateStyle: 'long' }).format(
      new Date('2026-02-01T12:00:00.000Z'),
    );
    expect(screen.getByText(date)).toHaveAttribute('datetime', '2026-02-01T12:00:00.000Z');
    expect(
      screen.getByText(localeTexts('jp', 'content').policy.updated, { exact: false }),
    ).toBeInTheDocument();
  });

  it('does not mark text in the page’s own language', async () => {
    server.use(
      operationHandler(
        'getReturnPolicy',
        policyPage('return', {
          title: text('退货政策', 'zh'),
          body_html: text('<p>七天无理由退货。</p>', 'zh'),
        }),
        BASE_URL,
      ),
    );
    const { container } = await renderPage(<PolicyPage />, {
      route: '/pages/policy/return',
      path: PATH,
      language: 'zh',
    });
    expect(await screen.findByText('七天无理由退货。')).toBeInTheDocument();
    expect(container.querySelector('[lang]')).toBeNull();
    expect(document.title).toBe('退货政策 · Mall');
  });

  it('reports a failure and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE_URL}/support-policy`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ code: 200, message: 'ok', data: policyPage('support') });
      }),
    );
    const { user } = await renderPage(<PolicyPage />, { route: '/pages/policy/support', path: PATH });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: localeTexts('en', 'common').state.retry }));
    expect(await screen.findByText('The support text.')).toBeInTheDocument();
  });

  it.each(['cookies', 'about', 'TERMS'])(
    'leads to the not-found page for an unknown slug (%s)',
    async (slug) => {
      const asked: string[] = [];
      server.use(...policyHandlers(asked));
      await renderPage(<PolicyPage />, { route: `/pages/policy/${slug}`, path: PATH });
      expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument();
      expect(asked).toEqual([]);
    },
  );
});
