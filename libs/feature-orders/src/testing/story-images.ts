// Story support: pictures that render without a server.
import { storyImage } from '@mall/ui/testing';

/** Order items with story pictures in place of the fixtures' unreachable addresses. */
export const withStoryImages = <Item extends { item_id: number; image: string }>(items: Item[]) =>
  items.map((entry) => ({
    ...entry,
    image: storyImage(`#${entry.item_id}`, (entry.item_id * 47) % 360, 96, 96),
  }));
