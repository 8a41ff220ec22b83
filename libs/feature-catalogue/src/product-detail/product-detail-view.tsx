import { bcp47, type Language, LocalisedText, queryStateLabels } from '@mall/i18n';
import {
  ErrorCode,
  type GetProductCommentsData,
  isApiError,
  type ProductComment,
  type ProductDetail,
} from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import {
  Button,
  Gallery,
  NUMBER_BOX_MIN,
  NumberBox,
  pageBarRef,
  Price,
  QueryContent,
  type QueryState,
  Rating,
  RatingBreakdown,
  READ_MORE_HEIGHT_PX,
  ReadMore,
} from '@mall/ui';
import { type ComponentType, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { Formats } from '../shared/formats';
import type { CatalogueT } from '../shared/i18n';
import { GALLERY_PICTURE_SIZES, PRODUCT_PICTURE_WIDTH } from '../shared/pictures';
import { isNotFound } from '../views/not-found-state';
import page from '../views/page.module.css';
import { PageControls } from '../views/paginated-products';
import { approximateLabel } from '../views/product-card';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import styles from './product-detail-view.module.css';
import { SellerCard } from './seller-card/seller-card';
import { ShopChatLink } from '../chat-link/chat-link';

/** Size of the main picture (CSS scales it; the numbers reserve its shape). */
const IMAGE_SIZE = 480;

/** Whether a product query failed because the product is invalid or expired (2000021). */
export const isExpired = (error: unknown) => isApiError(error, ErrorCode.PRODUCT_INVALID);

/** What the page's buying actions (from the cart feature, given by the app) are told of the product. */
export interface PurchaseSlotProps {
  productId: number;
  stock: number;
  quantity: number;
}

export interface ProductDetailViewProps {
  t: CatalogueT;
  formats: Formats;
  /** undefined: the URL names no valid product. */
  product: QueryState<ProductDetail> | undefined;
  /** "This product has expired." (errors:client.productExpired). */
  expiredMessage: string;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  imageIndex: number;
  onImageChange: (index: number) => void;
  /** All comments, a page at a time, once the shopper asked for more; undefined until then. */
  comments: QueryState<GetProductCommentsData> | undefined;
  onShowComments: () => void;
  onHideComments: () => void;
  onCommentsPageChange: (page: number) => void;
  /** Add to cart and Buy now, beside the quantity (in the buy bar above the tab bar on phones). */
  purchase?: ComponentType<PurchaseSlotProps>;
  /** The delivery fee and time to the shopper's address (or a way to sign in for it). */
  shipping?: ReactNode;
  /** Further actions of the seller card (follow, chat), given by the app. */
  shopActions?: ComponentType<ShopActionsSlotProps>;
}

/** What the seller card's further actions are told of the shop. */
export interface ShopActionsSlotProps {
  shopId: number;
  shopName: string;
}

/** A product: pictures, price, stock and quantity with the buying actions, details, description and reviews. */
export function ProductDetailView({ t, product, expiredMessage, ...props }: ProductDetailViewProps) {
  const unavailable = (title: string) => (
    <div className={styles.expired}>
      <h1 className={page.title}>{title}</h1>
      <p className={page.muted}>{t('product.expiredHint')}</p>
      <Link className={page.link} to={routes.home()}>
        {t('common:state.backHome')}
      </Link>
    </div>
  );
  if (!product) return unavailable(t('product.notFound'));
  return (
    <QueryContent
      state={product}
      labels={queryStateLabels(t)}
      placeholder={<ProductDetailSkeleton />}
      renderError={(error) => {
        if (isExpired(error)) return unavailable(expiredMessage);
        return isNotFound(error) ? unavailable(t('product.notFound')) : undefined;
      }}
    >
      {(data) => <ProductContent t={t} product={data} {...props} />}
    </QueryContent>
  );
}

type ContentProps = Omit<ProductDetailViewProps, 'product' | 'expiredMessage'> & { product: ProductDetail };

function ProductContent({
  t,
  formats,
  product,
  quantity,
  onQuantityChange,
  purchase: Purchase,
  shipping,
  shopActions: ShopActions,
  ...props
}: ContentProps) {
  const stockId = useId();
  const descriptionId = useId();
  const inStock = product.stock > 0;
  const discounted = product.list_price_minor !== null && product.list_price_minor > product.price_minor;
  const shownQuantity = Math.min(Math.max(quantity, NUMBER_BOX_MIN), Math.max(product.stock, NUMBER_BOX_MIN));
  return (
    <article className={styles.product}>
      <nav className={page.breadcrumb} aria-label={t('category.breadcrumb')}>
        <ol>
          <li>
            <Link to={routes.home()}>{t('category.home')}</Link>
          </li>
          <li>
            <Link to={routes.categoryDetail({ id: product.category.id })}>
              <LocalisedText value={product.category.name} />
            </Link>
          </li>
          <li aria-current="page">
            <LocalisedText value={product.name} />
          </li>
        </ol>
      </nav>
      <div className={styles.top}>
        <ProductGallery t={t} product={product} index={props.imageIndex} onChange={props.onImageChange} />
        <div className={styles.summary}>
          <h1 className={page.title}>
            <LocalisedText value={product.name} />
          </h1>
          {product.short_description.text && (
            <p className={page.muted}>
              <LocalisedText value={product.short_description} />
            </p>
          )}
          <p className={styles.reviewHeader}>
            <Rating
              value={product.rating}
              formatValue={formats.rating}
              label={(rating) => t('rating.label', { rating })}
              showValue
            />
            <span>{t('rating.reviews', { total: formats.count(product.comment_count) })}</span>
            <span>{t('product.sold', { total: formats.count(product.sold_count) })}</span>
          </p>
          <Price
            size="lg"
            amount={formats.price(product.price_minor)}
            listAmount={discounted ? formats.price(product.list_price_minor!) : undefined}
            listLabel={t('price.listPrice')}
            approximateLabel={approximateLabel(formats, t)}
          />
          {formats.approximate && (
            <p className={styles.note}>{t('price.approximateNote', { currency: formats.currency.code })}</p>
          )}
          <p id={stockId} className={inStock ? styles.stock : styles.soldOut}>
            {inStock
              ? t('product.inStock', { total: formats.count(product.stock) })
              : t('product.outOfStock')}
          </p>
          {shipping}
          {/* Phones: a bar above the tab bar, so buying never needs a scroll; wider screens: in the summary. */}
          <section ref={pageBarRef} className={styles.buyBar} aria-label={t('product.buyBar')}>
            <div className={styles.barPrice}>
              <Price
                size="md"
                amount={formats.price(product.price_minor)}
                approximateLabel={approximateLabel(formats, t)}
              />
            </div>
            <div className={styles.quantity}>
              <NumberBox
                label={t('product.quantity')}
                decrementLabel={t('product.decrease')}
                incrementLabel={t('product.increase')}
                value={shownQuantity}
                onChange={onQuantityChange}
                min={NUMBER_BOX_MIN}
                max={Math.max(product.stock, NUMBER_BOX_MIN)}
                disabled={!inStock}
              />
              {inStock && shownQuantity > 1 && (
                <span className={styles.lineTotal} aria-live="polite">
                  {t('product.lineTotal', {
                    quantity: formats.count(shownQuantity),
                    amount: formats.lineTotal(product.price_minor, shownQuantity),
                  })}
                </span>
              )}
            </div>
            {Purchase && <Purchase productId={product.id} stock={product.stock} quantity={shownQuantity} />}
          </section>
          {!inStock && <p role="status">{t('product.outOfStockMessage')}</p>}
          <SellerCard t={t} formats={formats} shop={product.shop_card}>
            {ShopActions && <ShopActions shopId={product.shop_card.id} shopName={product.shop_card.name} />}
          </SellerCard>
          <ShopChatLink shopId={product.shop.id} productId={product.id} />
          <dl className={styles.details} aria-label={t('product.details')}>
            {product.brand && (
              <>
                <dt>{t('product.brand')}</dt>
                <dd>
                  <Link className={page.link} to={routes.brands({ id: product.brand.id })}>
                    <LocalisedText value={product.brand.name} />
                  </Link>
                </dd>
              </>
            )}
            <dt>{t('product.category')}</dt>
            <dd>
              <Link className={page.link} to={routes.categoryDetail({ id: product.category.id })}>
                <LocalisedText value={product.category.name} />
              </Link>
            </dd>
            <dt>{t('product.seller')}</dt>
            <dd>{product.seller.name}</dd>
            <dt>{t('product.shop')}</dt>
            <dd>
              <Link className={page.link} to={routes.shopDetail({ id: product.shop.id })}>
                {product.shop.name}
              </Link>
            </dd>
          </dl>
        </div>
      </div>
      <section className={styles.section} aria-labelledby={descriptionId}>
        <h2 id={descriptionId} className={page.subtitle}>
          {t('product.description')}
        </h2>
        <ReadMore
          collapsedHeight={READ_MORE_HEIGHT_PX}
          moreLabel={t('product.readMore')}
          lessLabel={t('product.readLess')}
        >
          <p className={styles.description}>
            <LocalisedText value={product.description} />
          </p>
        </ReadMore>
      </section>
      <Reviews t={t} formats={formats} product={product} {...props} />
    </article>
  );
}

function ProductGallery({
  t,
  product,
  index,
  onChange,
}: {
  t: CatalogueT;
  product: ProductDetail;
  index: number;
  onChange: (index: number) => void;
}) {
  const sources = product.images.length > 0 ? product.images : [product.image];
  const total = sources.length;
  const name = product.name.text;
  return (
    <Gallery
      className={styles.gallery}
      images={sources.map((src, i) => ({
        src,
        alt: t('product.imageAlt', { name, position: i + 1, total }),
      }))}
      labels={{
        region: t('product.images'),
        previous: t('product.previousImage'),
        next: t('product.nextImage'),
        zoom: t('product.zoom'),
        close: t('product.closeZoom'),
        viewer: t('product.zoomViewer', { name }),
        position: (position, count) => t('product.imagePosition', { position, total: count }),
        showImage: (position, count) => t('product.showImage', { position, total: count }),
      }}
      index={index}
      onIndexChange={onChange}
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      sizes={GALLERY_PICTURE_SIZES}
      sourceWidth={PRODUCT_PICTURE_WIDTH}
    />
  );
}

type ReviewsProps = Pick<
  ContentProps,
  't' | 'formats' | 'product' | 'comments' | 'onShowComments' | 'onHideComments' | 'onCommentsPageChange'
>;

function Reviews({
  t,
  formats,
  product,
  comments,
  onShowComments,
  onHideComments,
  onCommentsPageChange,
}: ReviewsProps) {
  const headingId = useId();
  const allId = useId();
  const hasMore = product.comment_count > product.comments.length;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.reviewHeader}>
        <h2 id={headingId} className={page.subtitle}>
          {t('product.comments')}
        </h2>
        <span className={page.muted}>
          {t('rating.reviews', { total: formats.count(product.comment_count) })}
        </span>
      </div>
      {product.comment_count > 0 && (
        <RatingBreakdown
          counts={product.rating_counts}
          label={t('product.ratingsByStars')}
          starsLabel={(stars) => t('product.stars', { stars })}
          rowLabel={(stars, total) => t('product.starsRow', { stars, total })}
          formatCount={formats.count}
        />
      )}
      {product.comments.length === 0 ? (
        <p className={page.muted}>{t('product.noComments')}</p>
      ) : comments === undefined ? (
        <CommentList comments={product.comments} formats={formats} t={t} />
      ) : null}
      {comments !== undefined && (
        <section id={allId} aria-label={t('product.allComments')}>
          <QueryContent state={comments} labels={queryStateLabels(t)}>
            {(data) => (
              <>
                <CommentList comments={data.list} formats={formats} t={t} />
                <PageControls list={data} formats={formats} t={t} onPageChange={onCommentsPageChange} />
              </>
            )}
          </QueryContent>
        </section>
      )}
      {hasMore && (
        <div className={styles.actions}>
          {/* A disclosure: the same button opens and closes the full, paginated list. */}
          <Button
            variant={comments === undefined ? 'secondary' : 'ghost'}
            aria-expanded={comments !== undefined}
            aria-controls={allId}
            onClick={comments === undefined ? onShowComments : onHideComments}
          >
            {comments === undefined ? t('product.moreComments') : t('product.hideComments')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** A language's name in the interface's language ("Spanish", "西班牙语"), from the browser's own list. */
function languageNamer(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return (lang: Language) => names.of(bcp47(lang)) ?? lang;
}

function CommentList({
  comments,
  formats,
  t,
}: {
  comments: ProductComment[];
  formats: Formats;
  t: CatalogueT;
}) {
  const languageName = languageNamer(formats.locale);
  return (
    <ul className={styles.comments}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.comment}>
          <p className={styles.commentMeta}>
            <span className={styles.author}>{comment.author}</span>
            <Rating
              value={comment.rating}
              formatValue={formats.rating}
              label={(rating) => t('rating.label', { rating })}
            />
            <time dateTime={comment.created_at}>{formats.date(comment.created_at)}</time>
            {comment.lang && (
              <span className={styles.language}>
                {t('product.writtenIn', { language: languageName(comment.lang) })}
              </span>
            )}
          </p>
          <p lang={comment.lang ? bcp47(comment.lang) : undefined}>{comment.content}</p>
        </li>
      ))}
    </ul>
  );
}
