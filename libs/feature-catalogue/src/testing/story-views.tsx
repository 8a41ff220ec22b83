// Story support: a catalogue view with the translator and formats its container would hand it.
import { storyImage } from '@mall/ui/testing';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormats, type Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { USD } from './fixtures';

const storyFormats = createFormats(USD, 'USD', 'en');

/** The view without its `t` and `formats` props, which come from the story's i18n provider (English, USD). */
export function withCatalogueTexts<Props extends { t: CatalogueT; formats: Formats }>(
  View: ComponentType<Props>,
) {
  return function ViewInEnglish(props: Omit<Props, 't' | 'formats'>) {
    const { t } = useTranslation(['catalogue', 'common']);
    return <View {...(props as Props)} t={t} formats={storyFormats} />;
  };
}

/** Products with story pictures in place of the fixtures' unreachable addresses. */
export const withStoryImages = <Item extends { id: number; image: string }>(items: Item[]) =>
  items.map((item) => ({ ...item, image: storyImage(`#${item.id}`, (item.id * 47) % 360) }));
