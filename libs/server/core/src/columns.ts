import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type PgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every domain's tables use, so the same kind of column is the same SQL everywhere. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

const requiredText = (name: string) => text(name).notNull();
const optionalText = (name: string) => text(name);
type OtherLanguage = 'zh' | 'zhtw' | 'es' | 'jp' | 'th';

/** `name_en`, `name_zh`, … for a localised field; English is required, the others fall back to it. */
export const localised = <P extends string>(prefix: P) =>
  ({
    [`${prefix}_en`]: requiredText(`${prefix}_en`),
    [`${prefix}_zh`]: optionalText(`${prefix}_zh`),
    [`${prefix}_zhtw`]: optionalText(`${prefix}_zhtw`),
    [`${prefix}_es`]: optionalText(`${prefix}_es`),
    [`${prefix}_jp`]: optionalText(`${prefix}_jp`),
    [`${prefix}_th`]: optionalText(`${prefix}_th`),
  }) as Record<`${P}_en`, ReturnType<typeof requiredText>> &
    Record<`${P}_${OtherLanguage}`, ReturnType<typeof optionalText>>;

/**
 * A row of `table` as a JSON object keyed as drizzle keys its rows (`unitPriceMinor`, `name_en`), with `extra`
 * fields beside: to read a parent with its children in one statement (`json_agg` in a sub-select) instead of a round
 * trip per table. Timestamps come as PostgreSQL's text, as the driver returns them; integers and bigints in minor
 * units come as JSON numbers, as their `mode: 'number'` columns read them.
 */
export function jsonRowOf(table: PgTable, extra: Record<string, SQL> = {}): SQL {
  const fields = [
    ...Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = column.getSQLType().startsWith('timestamp') ? sql`${column}::text` : sql`${column}`;
      return sql`${sql.raw(`'${key}'`)}, ${value}`;
    }),
    ...Object.entries(extra).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  ];
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}
