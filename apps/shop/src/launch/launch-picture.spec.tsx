import { Picture } from '@mall/ui';
import { render, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dismissLaunchShell } from './dismiss-launch-shell';
import { launchPictureBox, paintLaunchPicture } from './launch-picture';
import { LaunchShell } from './launch-shell';

const banner = { src: '/media/catalog/ad/top/1/sale.webp', sizes: '100vw', sourceWidth: 1200 };

const cardSizes = '(min-width: 48rem) 14rem, 50vw';
const cards = ['cup', 'pot', 'tray'].map((name) => ({
  src: `/media/catalog/product/tea/${name}.webp`,
  sizes: cardSizes,
  sourceWidth: 600,
}));

const launchPictures = () => document.querySelectorAll('#launch-shell img');

/** A grid's cards are laid out once the page's stylesheets have loaded. */
const cardsShown = () => waitFor(() => expect(launchPictures().length).toBeGreaterThan(0));

describe('the launch shell’s main picture', () => {
  // As the build writes it into index.html.
  beforeEach(() => {
    document.body.innerHTML = `${renderToStaticMarkup(<LaunchShell brand="Mall" />)}<div id="root"></div>`;
  });

  it('has a box on the home, product, category and search pages only', () => {
    expect(launchPictureBox('')).toBe('hero');
    expect(launchPictureBox('/pages/home/home')).toBe('hero');
    expect(launchPictureBox('/pages/prouduct/detail')).toBe('gallery');
    expect(launchPictureBox('/pages/category/detail')).toBe('category');
    expect(launchPictureBox('/pages/search/search')).toBe('search');
    expect(launchPictureBox('/pages/users/login')).toBeUndefined();
    expect(launchPictureBox('/pages/category/category')).toBeUndefined();
  });

  it('is painted in the hero box with the sources and sizes the page’s own picture takes', () => {
    paintLaunchPicture(document, 'hero', { pictures: [banner] });
    const [painted] = launchPictures();
    expect(painted?.closest('.launch-shell-hero')).not.toBeNull();
    const { container } = render(<Picture {...banner} alt="" width={1200} height={400} />);
    const page = container.querySelector('img')!;
    const pageAvif = container.querySelector('source')!;
    const paintedAvif = painted!.parentElement!.querySelector('source')!;
    expect(painted).toHaveAttribute('srcset', page.getAttribute('srcset'));
    expect(painted).toHaveAttribute('sizes', '100vw');
    expect(painted).toHaveAttribute('src', banner.src);
    expect(paintedAvif).toHaveAttribute('type', 'image/avif');
    expect(paintedAvif).toHaveAttribute('srcset', pageAvif.getAttribute('srcset'));
    expect(paintedAvif).toHaveAttribute('sizes', pageAvif.getAttribute('sizes'));
    expect(painted).toHaveAttribute('fetchpriority', 'high');
  });

  it('is painted on the product page in the gallery, under the breadcrumb’s room', () => {
    const photo = { src: '/media/catalog/product/tea/pot.webp', sizes: '100vw', sourceWidth: 600 };
    paintLaunchPicture(document, 'gallery', { pictures: [photo] });
    const [painted] = launchPictures();
    expect(painted?.closest('.launch-shell-gallery')).not.toBeNull();
    expect(document.querySelector('.launch-shell-breadcrumb')).not.toBeNull();
    expect(painted).toHaveAttribute('src', photo.src);
    expect(painted?.getAttribute('srcset')).toContain(
      '/media/_sized/480/catalog/product/tea/pot.webp.webp 480w',
    );
  });

  it('is painted on a search page as a grid’s cards, the first fetched first, with the cards’ sources and sizes', async () => {
    void paintLaunchPicture(document, 'search', { pictures: cards });
    await cardsShown();
    const painted = [...launchPictures()];
    expect(painted.map((image) => image.getAttribute('src'))).toEqual(cards.map(({ src }) => src));
    expect(painted.every((image) => image.closest('.launch-shell-grid > .launch-shell-card'))).toBe(true);
    expect(document.querySelector('.launch-shell-list-field')).not.toBeNull();
    const { container } = render(<Picture {...cards[1]!} alt="" width={240} height={240} />);
    expect(painted[1]).toHaveAttribute('srcset', container.querySelector('img')!.getAttribute('srcset'));
    expect(painted[1]).toHaveAttribute('sizes', cardSizes);
    expect(painted[0]).toHaveAttribute('fetchpriority', 'high');
    expect(painted[1]).not.toHaveAttribute('fetchpriority');
  });

  it('keeps the category page’s row of sub-categories above its grid only when the category has some', async () => {
    void paintLaunchPicture(document, 'category', { pictures: cards, subcategories: false });
    expect(document.querySelector('#launch-shell-main .launch-shell-subcategories')).toBeNull();
    expect(document.querySelector('#launch-shell-main .launch-shell-breadcrumb')).not.toBeNull();
    await cardsShown();
    expect(launchPictures()).toHaveLength(3);
    document.getElementById('launch-shell-main')!.replaceChildren();
    void paintLaunchPicture(document, 'category', { pictures: cards, subcategories: true });
    expect(document.querySelector('#launch-shell-main .launch-shell-subcategories')).not.toBeNull();
  });

  it('tells when a grid’s row has shown: once each of its pictures has loaded or failed', async () => {
    let shown = false;
    const painted = paintLaunchPicture(document, 'search', { pictures: cards }).then(() => {
      shown = true;
    });
    await cardsShown();
    const [first, second, third] = launchPictures();
    first!.dispatchEvent(new Event('load'));
    second!.dispatchEvent(new Event('error'));
    await new Promise((frame) => requestAnimationFrame(frame));
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(shown).toBe(false);
    third!.dispatchEvent(new Event('load'));
    await painted;
    expect(shown).toBe(true);
  });

  it('lays a grid’s cards out once the page’s stylesheet has loaded, not before', async () => {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    document.head.append(stylesheet);
    void paintLaunchPicture(document, 'search', { pictures: cards });
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(launchPictures()).toHaveLength(0);
    stylesheet.dispatchEvent(new Event('load'));
    await cardsShown();
    expect(launchPictures()).toHaveLength(3);
    stylesheet.remove();
  });

  it('shows a picture the server does not size as it is', () => {
    paintLaunchPicture(document, 'hero', {
      pictures: [{ src: 'https://cdn.example/banner.png', sizes: '100vw' }],
    });
    const [painted] = launchPictures();
    expect(painted).toHaveAttribute('src', 'https://cdn.example/banner.png');
    expect(painted).not.toHaveAttribute('srcset');
  });

  it('tells when the picture has shown: after it loaded and the next frame painted', async () => {
    let shown = false;
    const painted = paintLaunchPicture(document, 'hero', { pictures: [banner] }).then(() => {
      shown = true;
    });
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(shown).toBe(false);
    launchPictures()[0]!.dispatchEvent(new Event('load'));
    await painted;
    expect(shown).toBe(true);
  });

  it('tells at once when a picture failed to load, so that the shop starts', async () => {
    const painted = paintLaunchPicture(document, 'gallery', { pictures: [banner] });
    launchPictures()[0]!.dispatchEvent(new Event('error'));
    await expect(painted).resolves.toBeUndefined();
  });

  it('is painted once', () => {
    paintLaunchPicture(document, 'hero', { pictures: [banner] });
    paintLaunchPicture(document, 'hero', {
      pictures: [{ ...banner, src: '/media/catalog/ad/top/2/new.webp' }],
    });
    expect(launchPictures()).toHaveLength(1);
  });

  it('is not painted once the app has mounted: the answer came too late', async () => {
    dismissLaunchShell();
    await expect(paintLaunchPicture(document, 'hero', { pictures: [banner] })).resolves.toBeUndefined();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });
});
