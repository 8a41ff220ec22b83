import { createI18n } from './create-i18n';
import { queryStateLabels } from './query-state-labels';

describe('queryStateLabels', () => {
  it('reads the query-state words from the common namespace through a feature translator', async () => {
    const i18n = await createI18n({
      language: 'es',
      namespaces: ['catalogue', 'common'],
      loadNamespace: async (_language, namespace) =>
        namespace === 'common'
          ? { state: { loading: 'Cargando…', error: 'No pudimos cargar esto.', retry: 'Reintentar' } }
          : {},
    });
    expect(queryStateLabels(i18n.getFixedT('es', ['catalogue', 'common']))).toEqual({
      loading: 'Cargando…',
      error: 'No pudimos cargar esto.',
      retry: 'Reintentar',
    });
  });
});
