import { LocalisedText, queryStateLabels } from '@mall/i18n';
import type { Ad, Announcement, Brand, CategoryTree, ProductSummary } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import {
  EmptyState,
  Picture,
  QueryContent,
  type QueryState,
  Swiper,
  SWIPER_AUTOPLAY_MS,
  type SwiperSlide,
  visuallyHidden,
} from '@mall/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_ANNOUNCEMENTS, HOME_LIST_SIZE, TOP_BRANDS } from '../shared/constants';
import type { Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { HERO_PICTURE_SIZES, TILE_PICTURE_WIDTH } from '../shared/pictures';
import { AppLink } from '../ui/app-link';
import { ProductGrid, ProductGridSkeleton } from '../views/product-card';
import { TilesSkeleton } from '../views/tiles-skeleton';
import tiles from '../views/tiles.module.css';
import styles from './home-view.module.css';
import { RevealLater } from './reveal-later';

export type AdPosition = Ad['position'];

export interface HomeViewProps {
  t: CatalogueT;
  formats: Formats;
  /** Ads by position, each list in display order. */
  ads: QueryState<Record<AdPosition, Ad[]>>;
  /** The `href` of an ad's link as the browser needs it (hash routes: "#/pages/…"). */
  adHref: (link: string) => string | undefined;
  announcements: QueryState<Announcement[]>;
  brands: QueryState<Brand[]>;
  categories: QueryState<CategoryTree[]>;
  hot: QueryState<ProductSummary[]>;
  fresh: QueryState<ProductSummary[]>;
  recommended: QueryState<ProductSummary[]>;
  /** The sections below the first screen render after it (placeholders hold their places meanwhile). */
  lowerSectionsLater?: boolean;
  /** A new account's first name: the page greets it at the top. */
  welcome?: string;
  onCloseWelcome?: () => void;
}

/** The entry page: products first, then announcements, categories, top brands, more product lists and ads in all five positions. */
export function HomeView(props: HomeViewProps) {
  const { t, formats, ads, lowerSectionsLater = false } = props;
  const positioned = (position: AdPosition) => ads.data?.[position] ?? [];
  return (
    <div className={styles.home}>
      <h1 className={visuallyHidden}>{t('home.heading')}</h1>
      {props.welcome && <Welcome name={props.welcome} onClose={props.onCloseWelcome} t={t} />}
      <TopCarousel ads={positioned('top')} adHref={props.adHref} t={t} />
      {/* Shortcuts to the departments, one compact row under the carousel, before the products. */}
      <CategoryShortcuts state={props.categories} t={t} />
      {/* Products come straight after the carousel: the first screen shows something to buy. */}
      <Section
        title={t('home.hot')}
        state={props.hot}
        t={t}
        empty={t('home.noProducts')}
        placeholder={<ProductGridSkeleton />}
        // The carousel above is the page's main picture: these load as they near the screen.
        render={(products) => <ProductGrid products={products} formats={formats} t={t} />}
      />
      <Announcements state={props.announcements} formats={formats} t={t} />
      <Banners ads={positioned('center_top')} />
      <Section
        title={t('home.categories')}
        more={{ to: routes.categories(), label: t('home.allCategories') }}
        state={props.categories}
        t={t}
        empty={t('home.noCategories')}
        placeholder={<TilesSkeleton />}
        later={lowerSectionsLater}
        render={(categories) => <CategoryTiles categories={categories} />}
      />
      <Section
        title={t('home.brands')}
        more={{ to: routes.brands(), label: t('home.allBrands') }}
        state={props.brands}
        t={t}
        empty={t('home.noBrands')}
        placeholder={<TilesSkeleton count={TOP_BRANDS} />}
        later={lowerSectionsLater}
        render={(brands) => <BrandTiles brands={brands.slice(0, TOP_BRANDS)} />}
      />
      <Banners ads={positioned('center')} />
      <Section
        title={t('home.new')}
        state={props.fresh}
        t={t}
        empty={t('home.noProducts')}
        placeholder={<ProductGridSkeleton count={HOME_LIST_SIZE} />}
        later={lowerSectionsLater}
        render={(products) => <ProductGrid products={products} formats={formats} t={t} />}
      />
      <Banners ads={positioned('center_bottom')} />
      <Section
        title={t('home.recommended')}
        more={{ to: routes.recommend(), label: t('home.moreRecommended') }}
        state={props.recommended}
        t={t}
        empty={t('home.noProducts')}
        placeholder={<ProductGridSkeleton count={HOME_LIST_SIZE} />}
        later={lowerSectionsLater}
        render={(products) => <ProductGrid products={products} formats={formats} t={t} />}
      />
      <Banners ads={positioned('bottom')} />
    </div>
  );
}

interface SectionProps<Item> {
  title: string;
  more?: { to: string; label: string };
  state: QueryState<Item[]>;
  t: CatalogueT;
  empty: string;
  /** What the section shows while it loads (a skeleton in the content's shape). */
  placeholder?: ReactNode;
  /** Below the first screen: the content renders after it (the placeholder holds its place meanwhile). */
  later?: boolean;
  render: (items: Item[]) => ReactNode;
}

function Section<Item>({
  title,
  more,
  state,
  t,
  empty,
  placeholder,
  later = false,
  render,
}: SectionProps<Item>) {
  const headingId = useId();
  const content = (
    <QueryContent state={state} labels={queryStateLabels(t)} placeholder={placeholder}>
      {(items) => (items.length === 0 ? <EmptyState title={empty} headingLevel={3} /> : render(items))}
    </QueryContent>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{title}</h2>
        {more && (
          <Link className={styles.more} to={more.to}>
            {more.label}
          </Link>
        )}
      </div>
      {later ? <RevealLater placeholder={placeholder}>{content}</RevealLater> : content}
    </section>
  );
}

function TopCarousel({ ads, adHref, t }: { ads: Ad[]; adHref: HomeViewProps['adHref']; t: CatalogueT }) {
  if (ads.length === 0) return null;
  const slides: SwiperSlide[] = ads.map((ad) => ({
    id: String(ad.id),
    imageSrc: ad.image,
    imageAlt: ad.title.text,
    href: adHref(ad.link),
  }));
  return (
    <Swiper
      className={styles.hero}
      slides={slides}
      imageSizes={HERO_PICTURE_SIZES}
      autoplayMs={SWIPER_AUTOPLAY_MS}
      labels={{
        region: t('carousel.region'),
        carousel: t('carousel.carousel'),
        slide: t('carousel.slide'),
        previous: t('carousel.previous'),
        next: t('carousel.next'),
        pause: t('carousel.pause'),
        play: t('carousel.play'),
        slidePosition: (position, total) => t('carousel.position', { position, total }),
        goTo: (position) => t('carousel.goTo', { position }),
      }}
    />
  );
}

/** Banner size: CSS scales it; the numbers reserve its shape before the image loads. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 300;
/** Banners span the page, which stops growing at 75rem. */
const BANNER_SIZES = '(min-width: 75rem) 75rem, 100vw';

function Banners({ ads }: { ads: Ad[] }) {
  if (ads.length === 0) return null;
  return (
    // Not a landmark: a page has several banner groups, and each image's text says what it offers.
    <div className={styles.banners}>
      {ads.map((ad) => (
        <AppLink key={ad.id} to={ad.link} className={styles.banner}>
          <Picture
            className={styles.bannerImage}
            src={ad.image}
            alt={ad.title.text}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            sizes={BANNER_SIZES}
            sourceWidth={BANNER_WIDTH}
          />
        </AppLink>
      ))}
    </div>
  );
}

function Announcements({
  state,
  formats,
  t,
}: {
  state: QueryState<Announcement[]>;
  formats: Formats;
  t: CatalogueT;
}) {
  const headingId = useId();
  const items = state.data?.slice(0, HOME_ANNOUNCEMENTS) ?? [];
  // Announcements are an aside: while loading, on failure or when there are none, the page goes without.
  if (items.length === 0) return null;
  return (
    <section className={styles.announcements} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.announcements')}</h2>
      <ul className={styles.announcementList}>
        {items.map((item) => (
          <li key={item.id}>
            <details>
              <summary>
                <time dateTime={item.published_at}>{formats.date(item.published_at)}</time>
                <LocalisedText value={item.title} />
              </summary>
              <p>
                <LocalisedText value={item.body} />
              </p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Welcome({ name, onClose, t }: { name: string; onClose?: () => void; t: CatalogueT }) {
  const headingId = useId();
  return (
    <section className={styles.welcome} aria-labelledby={headingId} role="status">
      <div>
        <h2 id={headingId}>{t('home.welcomeTitle', { name })}</h2>
        <p>{t('home.welcomeBody')}</p>
      </div>
      {onClose && (
        <button
          type="button"
          className={styles.welcomeClose}
          aria-label={t('home.closeWelcome')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}

function CategoryShortcuts({ state, t }: { state: QueryState<CategoryTree[]>; t: CatalogueT }) {
  const categories = state.data ?? [];
  return (
    // The row keeps its height while the categories load, so the products below never move.
    <nav className={styles.shortcuts} aria-label={t('home.shortcuts')} aria-busy={state.isLoading}>
      {categories.length > 0 && (
        <ul className={styles.shortcutList}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link className={styles.shortcut} to={routes.categoryDetail({ id: category.id })}>
                <Picture
                  className={styles.shortcutImage}
                  src={category.image}
                  alt=""
                  width={48}
                  height={48}
                  sizes="48px"
                  sourceWidth={TILE_PICTURE_WIDTH}
                />
                <LocalisedText value={category.name} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function BrandTiles({ brands }: { brands: Brand[] }) {
  return (
    <ul className={tiles.tiles}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link className={tiles.tile} to={routes.brands({ id: brand.id })}>
            <Picture
              className={styles.tileImage}
              src={brand.logo}
              alt=""
              width={96}
              height={48}
              sizes="96px"
              sourceWidth={TILE_PICTURE_WIDTH}
            />
            <LocalisedText value={brand.name} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CategoryTiles({ categories }: { categories: CategoryTree[] }) {
  return (
    <ul className={tiles.tiles}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link className={tiles.tile} to={routes.categoryDetail({ id: category.id })}>
            <Picture
              className={styles.tileImageRound}
              src={category.image}
              alt=""
              width={64}
              height={64}
              sizes="64px"
              sourceWidth={TILE_PICTURE_WIDTH}
            />
            <LocalisedText value={category.name} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
