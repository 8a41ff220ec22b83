import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../create-i18n';
import type { Language } from '../languages';
import { LocalisedText } from './localised-text';

const loadNamespace = (language: Language, namespace: string) =>
  import(`../../../../locales/${language}/${namespace}.json`);

describe('LocalisedText', () => {
  it('shows text in the page’s language as it is', async () => {
    const i18n = await createI18n({ language: 'zh', loadNamespace });
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <p>
          <LocalisedText value={{ text: '手机', lang: 'zh' }} />
        </p>
      </I18nextProvider>,
    );
    expect(screen.getByText('手机').tagName).toBe('P');
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('marks fallback text with its own language, until the page switches to it', async () => {
    const i18n = await createI18n({ language: 'jp', loadNamespace });
    render(
      <I18nextProvider i18n={i18n}>
        <p>
          <LocalisedText value={{ text: 'Phone', lang: 'en' }} />{' '}
          <LocalisedText value={{ text: '手機殼', lang: 'zhtw' }} />
        </p>
      </I18nextProvider>,
    );
    expect(screen.getByText('Phone').tagName).toBe('SPAN');
    expect(screen.getByText('Phone').getAttribute('lang')).toBe('en');
    expect(screen.getByText('手機殼').getAttribute('lang')).toBe('zh-Hant-TW');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Phone').tagName).toBe('P');
  });
});
