import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState, type RefObject } from 'react';

/**
 * Full-width slides loop; each keeps its own snap point, also where Embla cannot loop (too few slides to
 * wrap around), so every slide stays reachable.
 */
const OPTIONS: EmblaOptionsType = { loop: true, containScroll: false };

const importCarouselCode = () => import('./carousel-code');
let loading: ReturnType<typeof importCarouselCode> | undefined;

/** Embla and its autoplay plugin, fetched once: a carousel's first paint (its first slide) needs neither. */
export function loadCarousel() {
  loading ??= importCarouselCode();
  return loading;
}

/**
 * An Embla carousel on the `viewport` element once its code has arrived; undefined until then, when not
 * `enabled`, or if the code cannot be fetched (the first slide then stays, as a banner). With `autoplayMs`
 * above 0 it carries an autoplay plugin that waits to be told to play.
 */
export function useCarousel(
  viewport: RefObject<HTMLElement | null>,
  enabled: boolean,
  autoplayMs: number,
): EmblaCarouselType | undefined {
  const [carousel, setCarousel] = useState<EmblaCarouselType>();

  useEffect(() => {
    const root = viewport.current;
    if (!enabled || !root) return undefined;
    let created: EmblaCarouselType | undefined;
    let cancelled = false;
    loadCarousel().then(
      ({ EmblaCarousel, Autoplay }) => {
        if (cancelled) return;
        const autoplay = Autoplay({
          delay: autoplayMs,
          playOnInit: false,
          stopOnFocusIn: false,
          stopOnMouseEnter: false,
        });
        created = EmblaCarousel(root, OPTIONS, autoplayMs > 0 ? [autoplay] : []);
        setCarousel(created);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      created?.destroy();
      setCarousel(undefined);
    };
  }, [viewport, enabled, autoplayMs]);

  return carousel;
}
