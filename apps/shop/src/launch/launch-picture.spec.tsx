import { Picture } from '@mall/ui';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dismissLaunchShell } from './dismiss-launch-shell';
import { launchPictureBox, paintLaunchPicture } from './launch-picture';
import { LaunchShell } from './launch-shell';

const banner = { src: '/media/catalog/ad/top/1/sale.webp', sizes: '100vw', sourceWidth: 1200 };

const launchPictures = () => document.querySelectorAll('#launch-shell img');

describe('the launch shell’s main picture', () => {
  // As the build writes it into index.html.
  beforeEach(() => {
    document.body.innerHTML = `${renderToStaticMarkup(<LaunchShell brand="Mall" />)}<div id="root"></div>`;
  });

  it('has a box on the home and product pages only', () => {
    expect(launchPictureBox('')).toBe('hero');
    expect(launchPictureBox('/pages/home/home')).toBe('hero');
    expect(launchPictureBox('/pages/prouduct/detail')).toBe('gallery');
    expect(launchPictureBox('/pages/category/detail')).toBeUndefined();
    expect(launchPictureBox('/pages/search/search')).toBeUndefined();
    expect(launchPictureBox('/pages/users/login')).toBeUndefined();
  });

  it('is painted in the hero box with the sources and sizes the page’s own picture takes', () => {
    paintLaunchPicture(document, 'hero', banner);
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
    paintLaunchPicture(document, 'gallery', photo);
    const [painted] = launchPictures();
    expect(painted?.closest('.launch-shell-gallery')).not.toBeNull();
    expect(document.querySelector('.launch-shell-breadcrumb')).not.toBeNull();
    expect(painted).toHaveAttribute('src', photo.src);
    expect(painted?.getAttribute('srcset')).toContain(
      '/media/_sized/480/catalog/product/tea/pot.webp.webp 480w',
    );
  });

  it('shows a picture the server does not size as it is', () => {
    paintLaunchPicture(document, 'hero', { src: 'https://cdn.example/banner.png', sizes: '100vw' });
    const [painted] = launchPictures();
    expect(painted).toHaveAttribute('src', 'https://cdn.example/banner.png');
    expect(painted).not.toHaveAttribute('srcset');
  });

  it('tells when the picture has shown: after it loaded and the next frame painted', async () => {
    let shown = false;
    const painted = paintLaunchPicture(document, 'hero', banner).then(() => {
      shown = true;
    });
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(shown).toBe(false);
    launchPictures()[0]!.dispatchEvent(new Event('load'));
    await painted;
    expect(shown).toBe(true);
  });

  it('tells at once when a picture failed to load, so that the shop starts', async () => {
    const painted = paintLaunchPicture(document, 'gallery', banner);
    launchPictures()[0]!.dispatchEvent(new Event('error'));
    await expect(painted).resolves.toBeUndefined();
  });

  it('is painted once', () => {
    paintLaunchPicture(document, 'hero', banner);
    paintLaunchPicture(document, 'hero', { ...banner, src: '/media/catalog/ad/top/2/new.webp' });
    expect(launchPictures()).toHaveLength(1);
  });

  it('is not painted once the app has mounted: the answer came too late', async () => {
    dismissLaunchShell();
    await expect(paintLaunchPicture(document, 'hero', banner)).resolves.toBeUndefined();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });
});
