import { render, screen } from '@testing-library/react';
import { Picture } from './picture';

const origin = globalThis.location.origin;
const kettle = `${origin}/media/catalog/product/kitchen/kettle/red.webp`;

describe('Picture', () => {
  it('offers a media picture in the server-made widths, AVIF first, WebP in the image itself', () => {
    const { container } = render(
      <Picture src={kettle} alt="Red kettle" width={240} height={240} sizes="50vw" sourceWidth={600} />,
    );
    const image = screen.getByRole('img', { name: 'Red kettle' });
    expect(image).toHaveAttribute('src', kettle);
    expect(image).toHaveAttribute(
      'srcset',
      [160, 320, 480]
        .map(
          (width) => `${origin}/media/_sized/${width}/catalog/product/kitchen/kettle/red.webp.webp ${width}w`,
        )
        .join(', '),
    );
    expect(image).toHaveAttribute('sizes', '50vw');
    const avif = container.querySelector('source');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif?.getAttribute('srcset')).toContain(
      `${origin}/media/_sized/480/catalog/product/kitchen/kettle/red.webp.avif 480w`,
    );
  });

  it('loads lazily with its box reserved unless it is the page’s main picture', () => {
    render(<Picture src={kettle} alt="Kettle" width={240} height={240} sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Kettle' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '240');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('preloads the main picture with high priority and fetches it at once', () => {
    render(<Picture src={kettle} alt="Banner" width={1200} height={400} sizes="100vw" priority />);
    const image = screen.getByRole('img', { name: 'Banner' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const hint = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(hint).toHaveAttribute('fetchpriority', 'high');
    expect(hint).toHaveAttribute('type', 'image/avif');
    expect(hint?.getAttribute('imagesrcset')).toContain('/media/_sized/1200/');
    expect(hint).toHaveAttribute('imagesizes', '100vw');
  });

  it('shows a signed upload link or another host’s picture as it is', () => {
    const upload = `${origin}/api/uploads/7?signature=${'a'.repeat(64)}`;
    render(
      <>
        <Picture src={upload} alt="Upload" width={96} height={96} sizes="96px" />
        <Picture src="https://cdn.example/a.webp" alt="Elsewhere" width={96} height={96} sizes="96px" />
      </>,
    );
    for (const name of ['Upload', 'Elsewhere']) {
      const image = screen.getByRole('img', { name });
      expect(image).not.toHaveAttribute('srcset');
      expect(image.parentElement?.tagName).not.toBe('PICTURE');
    }
  });
});
