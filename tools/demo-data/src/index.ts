export type * from './types';
export { buildDemoCatalogue, DEFAULT_REFERENCE_DATE, type CatalogueOptions } from './catalogue';
export { generateProducts, inBatches, UNTRANSLATED_SHARE } from './products';
export { generateComments, type CommentOptions } from './comments';
export { demoImageSvg, imageLabel, renderDemoImage, type DemoImageOptions } from './images';
export { demoImageKeys } from './demo-image-keys';
export { imageKey, PRODUCT_EXTRA_VIEWS, PRODUCT_PICTURE_VARIANTS, productViews, viewOf } from './image-keys';
export { policySlugs } from './content/policies';
export { LANGS } from './localise';
