import type { NamespaceLoader } from '@mall/i18n';

/** Every locale file becomes its own chunk: only the active language's namespaces are downloaded. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../../locales/*/*.json');

export const loadNamespace: NamespaceLoader = async (language, namespace) => {
  const load = files[`../../../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} texts for ${language}`);
  return (await load()).default;
};
