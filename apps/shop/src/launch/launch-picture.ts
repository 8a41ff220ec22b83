import { routes } from '@mall/shop-routes';
import { type PictureSource, sizedSources } from '@mall/ui';
import { LAUNCH_MAIN_ID, type LaunchPictureBox, launchPictureTemplateId } from './dismiss-launch-shell';

/**
 * Where the opening page's main picture shows in the launch shell: only on a page whose first screen starts with
 * it, at a place that does not depend on words (the home carousel; the product gallery under its one-line
 * breadcrumb). Other pages keep the empty shell.
 */
export function launchPictureBox(path: string): LaunchPictureBox | undefined {
  if (path === '' || path === routes.root.path || path === routes.home.path) return 'hero';
  return path === routes.productDetail.path ? 'gallery' : undefined;
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

/**
 * Paints the main picture into the launch shell, in the box and with the same `srcset` and `sizes` the page will
 * render it with, so the browser paints it before the app's code has run and the page's own picture (the same
 * file, in the same box) replaces it unseen. Resolves once it has been painted, or at once when it is not painted:
 * once the app has mounted (the shell is gone) or when the shell already shows a picture.
 */
export function paintLaunchPicture(
  document: Document,
  box: LaunchPictureBox,
  picture: PictureSource,
): Promise<void> {
  const main = document.getElementById(LAUNCH_MAIN_ID);
  const template = document.getElementById(launchPictureTemplateId(box));
  if (!main || main.childElementCount > 0 || !(template instanceof HTMLTemplateElement))
    return Promise.resolve();
  const frame = template.content.cloneNode(true) as DocumentFragment;
  const image = frame.querySelector('img')!;
  const avif = frame.querySelector('source')!;
  image.src = picture.src;
  const sources = sizedSources(picture.src, picture.sourceWidth);
  if (sources) {
    image.srcset = sources.webp;
    image.sizes = picture.sizes;
    avif.srcset = sources.avif;
    avif.sizes = picture.sizes;
  } else {
    avif.remove();
  }
  main.append(frame);
  return whenPainted(image);
}
