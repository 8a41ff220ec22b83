import { text, timestamp } from 'drizzle-orm/pg-core';

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
