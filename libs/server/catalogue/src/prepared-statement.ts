import { languageCodes } from '@mall/sdk-manifest';
import type { SQL } from 'drizzle-orm';
import { type Database, type Language, preparedStatement } from '@mall/server-core';

/** One named statement per language (`<name>_<lang>`), for reads whose columns are the shopper's language's. */
export function preparedPerLanguage<Row, Values extends Record<string, unknown>>(
  name: string,
  query: (lang: Language) => SQL,
) {
  const statements = new Map(
    languageCodes.map((lang) => [lang, preparedStatement<Row, Values>(`${name}_${lang}`, query(lang))]),
  );
  return (db: Database, lang: Language, values: Values) => statements.get(lang)!(db, values);
}
