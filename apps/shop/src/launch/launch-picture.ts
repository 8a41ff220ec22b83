import { routes } from '@mall/shop-routes';
import { type PictureSource, sizedSources } from '@mall/ui';
import { LAUNCH_MAIN_ID } from './dismiss-launch-shell';

/** The boxes of the launch shell's page area that can show a main picture, by their class (launch-shell.css). */
const launchPictureBoxes = { hero: 'launch-shell-hero' } as const;
export type LaunchPictureBox = keyof typeof launchPictureBoxes;

/**
 * Where the opening page's main picture shows in the launch shell: only on a page whose first screen starts with
 * it, in a box whose size and place do not depend on words (the home carousel). Other pages keep the empty shell.
 */
export function launchPictureBox(path: string): LaunchPictureBox | undefined {
  const home = path === '' || path === routes.root.path || path === routes.home.path;
  return home ? 'hero' : undefined;
}

/**
 * Paints the main picture into the launch shell, in the box and with the same `srcset` and `sizes` the page will
 * render it with, so the browser paints it before the app's code has run and the page's own picture (the same
 * file, in the same box) replaces it unseen. Does nothing once the app has mounted (the shell is gone) or when
 * the shell already shows a picture.
 */
export function paintLaunchPicture(document: Document, box: LaunchPictureBox, picture: PictureSource): void {
  const main = document.getElementById(LAUNCH_MAIN_ID);
  if (!main || main.childElementCount > 0) return;
  const sources = sizedSources(picture.src, picture.sourceWidth);
  const image = document.createElement('img');
  image.alt = '';
  image.src = picture.src;
  image.setAttribute('fetchpriority', 'high');
  const frame = document.createElement('div');
  frame.className = launchPictureBoxes[box];
  if (sources) {
    image.srcset = sources.webp;
    image.sizes = picture.sizes;
    const avif = document.createElement('source');
    avif.type = 'image/avif';
    avif.srcset = sources.avif;
    avif.sizes = picture.sizes;
    const element = document.createElement('picture');
    element.append(avif, image);
    frame.append(element);
  } else {
    frame.append(image);
  }
  main.append(frame);
}
