import type { NamespaceLoader } from '@mall/i18n';

/**
 * Each of the app's locale files becomes its own chunk: only the active language's namespaces are downloaded,
 * and the shop's other namespaces are not built into the seller app at all.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../locales/*/{chat,common,errors,seller-panel}.json',
);

export const loadNamespace: NamespaceLoader = async (language, namespace) => {
  const load = files[`../../../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} texts for ${language}`);
  return (await load()).default;
};
