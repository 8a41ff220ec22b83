import { routes } from '@mall/shop-routes';
import { type PictureSource, sizedSources } from '@mall/ui';
import {
  LAUNCH_CARD_TEMPLATE_ID,
  LAUNCH_MAIN_ID,
  type LaunchPictureBox,
  launchPictureTemplateId,
} from './dismiss-launch-shell';
import type { FirstPictures } from './first-requests';

/**
 * Where the opening page's first pictures show in the launch shell: only on a page whose first screen starts with
 * them, at a place that does not depend on words (the home carousel; the product gallery under its one-line
 * breadcrumb; the product grid under the category and search pages' head, whose rows have fixed heights). Other
 * pages keep the empty shell.
 */
export function launchPictureBox(path: string): LaunchPictureBox | undefined {
  if (path === '' || path === routes.root.path || path === routes.home.path) return 'hero';
  if (path === routes.productDetail.path) return 'gallery';
  if (path === routes.categoryDetail.path) return 'category';
  return path === routes.search.path ? 'search' : undefined;
}

/** Resolves once the picture has loaded (or failed) and the frame showing it has been painted. */
function whenPainted(image: HTMLImageElement): Promise<void> {
  const view = image.ownerDocument.defaultView;
  return new Promise((painted) => {
    // A frame's callbacks run before it paints: the second frame's, after the first one showed the picture.
    const afterNextPaint = () =>
      view?.requestAnimationFrame(() => view.requestAnimationFrame(() => painted()));
    if (image.complete) afterNextPaint();
    else {
      image.addEventListener('load', afterNextPaint, { once: true });
      image.addEventListener('error', () => painted(), { once: true });
    }
  });
}

/** Gives a frame's picture its address, and the same `srcset` and `sizes` the page's own picture takes. */
function showPicture(frame: ParentNode, picture: PictureSource): HTMLImageElement {
  const image = frame.querySelector('img')!;
  const avif = frame.querySelector('source')!;
  const sources = sizedSources(picture.src, picture.sourceWidth);
  if (sources) {
    image.srcset = sources.webp;
    image.sizes = picture.sizes;
    avif.srcset = sources.avif;
    avif.sizes = picture.sizes;
  } else {
    avif.remove();
  }
  image.src = picture.src;
  return image;
}

/**
 * Resolves once the page's stylesheets have loaded: a grid is laid out in its columns only then (the first script
 * may run before; nothing is painted before then anyway).
 */
function whenStyled(document: Document): Promise<unknown> {
  const loading = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    loading.map(
      (link) =>
        new Promise((loaded) => {
          link.addEventListener('load', loaded, { once: true });
          link.addEventListener('error', loaded, { once: true });
        }),
    ),
  );
}

/**
 * Fills a grid with the first row of cards: one per picture, then only those the row holds at this width (they
 * are laid out before any picture is asked for). The first is the page's main picture, fetched first.
 */
function showFirstRow(grid: Element, pictures: readonly PictureSource[]): HTMLImageElement[] {
  const template = grid.ownerDocument.getElementById(LAUNCH_CARD_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return [];
  const cards = pictures.map(() => {
    const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    grid.append(card);
    return card;
  });
  const rowTop = cards[0]?.offsetTop;
  const row = cards.filter((card) => {
    if (card.offsetTop === rowTop) return true;
    card.remove();
    return false;
  });
  row[0]?.querySelector('img')?.setAttribute('fetchpriority', 'high');
  return row.map((card, index) => showPicture(card, pictures[index]!));
}

/**
 * Paints the opening page's first pictures into the launch shell, in the boxes and with the same `srcset` and
 * `sizes` the page will render them with, so the browser paints them before the app's code has run and the
 * page's own pictures (the same files, in the same boxes) replace them unseen: the main picture alone, or a
 * grid's first row. Resolves once they have been painted, or at once when nothing is painted: once the app has
 * mounted (the shell is gone) or when the shell already shows pictures.
 */
export function paintLaunchPicture(
  document: Document,
  box: LaunchPictureBox,
  { pictures, subcategories = false }: FirstPictures,
): Promise<void> {
  const main = document.getElementById(LAUNCH_MAIN_ID);
  const template = document.getElementById(launchPictureTemplateId(box));
  if (!main || main.childElementCount > 0 || !(template instanceof HTMLTemplateElement) || !pictures[0])
    return Promise.resolve();
  const frame = template.content.cloneNode(true) as DocumentFragment;
  if (!subcategories) frame.querySelector('.launch-shell-subcategories')?.remove();
  main.append(frame);
  const grid = main.querySelector('.launch-shell-grid');
  if (!grid) return whenPainted(showPicture(main, pictures[0]));
  return (
    whenStyled(document)
      // The app may have mounted meanwhile, taking the shell away.
      .then(() => Promise.all((grid.isConnected ? showFirstRow(grid, pictures) : []).map(whenPainted)))
      .then(() => undefined)
  );
}
