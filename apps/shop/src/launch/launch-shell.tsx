import { tabIcons } from '../app/shell/tab-icons';
import {
  LAUNCH_CARD_TEMPLATE_ID,
  LAUNCH_MAIN_ID,
  LAUNCH_SHELL_ID,
  launchPictureTemplateId,
} from './dismiss-launch-shell';

/** A picture's frame, filled in by the first script (its sources, sizes and address). */
const picture = (
  <picture>
    <source type="image/avif" />
    <img alt="" fetchPriority="high" />
  </picture>
);

/** A grid card's picture: only the first of the row is fetched first (the first script marks it). */
const cardPicture = (
  <picture>
    <source type="image/avif" />
    <img alt="" />
  </picture>
);

/**
 * The frame of the shop (header bar, bottom tab bar) with nothing in it. The build writes it into index.html
 * beside the app's root, so a phone paints it before any script has arrived; it stays until the real shell
 * mounts (not part of the bundle). Its styles (launch-shell.css) are in the entry's stylesheet. It shows no words
 * but the brand: the page's language is not known before the scripts run. Its page area stays empty unless the
 * first script paints the opening page's first pictures there, from the templates below, placed as the page will
 * place them (launch-picture.ts).
 */
export function LaunchShell({ brand }: { brand: string }) {
  return (
    <div id={LAUNCH_SHELL_ID} aria-hidden="true">
      <div className="launch-shell-header">
        <span className="launch-shell-brand">{brand}</span>
        <span className="launch-shell-search" />
        <span className="launch-shell-action" />
      </div>
      <div className="launch-shell-sections" />
      <div id={LAUNCH_MAIN_ID} className="launch-shell-main" />
      <div className="launch-shell-tabs">
        {Object.entries(tabIcons).map(([id, Icon]) => (
          <Icon key={id} />
        ))}
      </div>
      {/* The home carousel's first slide. */}
      <template id={launchPictureTemplateId('hero')}>
        <div className="launch-shell-hero">{picture}</div>
      </template>
      {/* The product page: its one-line breadcrumb, then the gallery's main picture beside the summary's column,
          whose name, rating, price and stock lines and buy bar (above the tab bar on phones) stand in grey. */}
      <template id={launchPictureTemplateId('gallery')}>
        <div className="launch-shell-product">
          <div className="launch-shell-breadcrumb" />
          <div className="launch-shell-product-top">
            <div className="launch-shell-gallery">{picture}</div>
            <div className="launch-shell-summary">
              <span className="launch-shell-bone launch-shell-bone-title" />
              <span className="launch-shell-bone launch-shell-bone-short" />
              <span className="launch-shell-bone launch-shell-bone-price" />
              <span className="launch-shell-bone launch-shell-bone-short" />
              <div className="launch-shell-buybar">
                <span className="launch-shell-bone launch-shell-bone-control" />
                <span className="launch-shell-bone launch-shell-bone-control" />
                <span className="launch-shell-bone launch-shell-bone-control" />
                <span className="launch-shell-bone launch-shell-bone-control" />
              </div>
            </div>
          </div>
        </div>
      </template>
      {/* The category page: its breadcrumb, title, row of sub-categories (taken away when it has none), products'
          heading and controls, each as high as the page's own, then its grid. */}
      <template id={launchPictureTemplateId('category')}>
        <div className="launch-shell-list">
          <div className="launch-shell-breadcrumb" />
          <div className="launch-shell-list-title" />
          <div className="launch-shell-subcategories" />
          <div>
            <div className="launch-shell-list-heading" />
            <div className="launch-shell-list-controls" />
            <ul className="launch-shell-grid" />
          </div>
        </div>
      </template>
      {/* The search page: its title, search form and sort control, then its grid. */}
      <template id={launchPictureTemplateId('search')}>
        <div className="launch-shell-list">
          <div className="launch-shell-list-title" />
          <div className="launch-shell-list-field" />
          <div>
            <div className="launch-shell-list-controls" />
            <ul className="launch-shell-grid" />
          </div>
        </div>
      </template>
      {/* A card of those grids. */}
      <template id={LAUNCH_CARD_TEMPLATE_ID}>
        <li className="launch-shell-card">{cardPicture}</li>
      </template>
    </div>
  );
}
