// The carousel's third-party code, in one module so that it loads as one lazy chunk.
export { default as EmblaCarousel } from 'embla-carousel';
export { default as Autoplay } from 'embla-carousel-autoplay';
