import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../create-i18n';
import type { Language } from '../languages';
import { useDocumentTitle } from './use-document-title';

const appNames: Partial<Record<Language, string>> = { en: 'Mall', zh: 'Mall' };

function Page({ title }: { title: string | undefined }) {
  useDocumentTitle(title);
  return <p>page</p>;
}

async function renderPage(title: string | undefined, language: Language = 'en') {
  const i18n = await createI18n({
    language,
    namespaces: ['common'],
    loadNamespace: async () => ({ app: { name: appNames[language] } }),
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <Page title={title} />
      </Suspense>
    </I18nextProvider>,
  );
  await screen.findByText('page');
  return view;
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'Before';
  });

  it('writes "<title> · <app name>" and puts the previous title back when the page goes', async () => {
    const { unmount } = await renderPage('News');
    expect(document.title).toBe('News · Mall');
    unmount();
    expect(document.title).toBe('Before');
  });

  it('leaves the title alone while the page has none yet', async () => {
    await renderPage(undefined, 'zh');
    expect(document.title).toBe('Before');
  });
});
