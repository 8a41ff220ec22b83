import { DEFAULT_LANGUAGE, type Language } from './languages';

/** Text and the language it is actually in (the shape of the manifest's `LocalisedText`). */
export interface LocalisedValue {
  text: string;
  lang: Language;
}

/** An entity's raw per-language columns for one field: `name_en`, `name_zh`, … (docs/requirements.md R10.10). */
export type LocalisedFields<Field extends string> = {
  readonly [L in Language as `${Field}_${L}`]?: string | null;
};

const hasText = (text: string | null | undefined): text is string => !!text && text.trim() !== '';

/**
 * One localised field of a raw entity in `lang`, falling back to English (docs/requirements.md R10.10) when the entity has no
 * text in that language; `lang` in the result says which it is, so `<LocalisedText>` can mark it.
 * An entity with no English text either gives empty English text.
 */
export function pickLocalised<Field extends string>(
  entity: LocalisedFields<Field>,
  field: Field,
  lang: Language,
): LocalisedValue {
  const text = (language: Language) =>
    (entity as Partial<Record<string, string | null>>)[`${field}_${language}`];
  const own = text(lang);
  if (hasText(own)) return { text: own, lang };
  const english = text(DEFAULT_LANGUAGE);
  return { text: hasText(english) ? english : '', lang: DEFAULT_LANGUAGE };
}
