import type { ReplicaHandle } from '@mall/server-database';
import type { OperationName } from '@mall/sdk-manifest';
import type { Handler, HandlerContext, Handlers } from '../http/routes';
import { catalogueHandlers } from './catalogue/handlers';
import { configurationHandlers } from './configuration/handlers';
import { contentHandlers } from './content/handlers';
import type { Dependencies } from './dependencies';

/**
 * The one place that decides which reads a streaming replica (`DATABASE_REPLICA_URL`) serves: the anonymous
 * catalogue, search and content pages, which may be a moment behind the primary. Everything else stays on the
 * primary: whatever moves money or stock, and every read of a user's own things (their cart, orders, wallet,
 * profile, a seller's own products, the shop they just followed), so that they always see what they just wrote.
 * `getShopPage` is served from the replica only to a visitor who is not signed in (it says whether the user follows
 * the shop). Uploaded files are not here: their owner opens one right after uploading it.
 */
export const REPLICA_READS = [
  'getAllBrands',
  'getAllCategories',
  'getFirstCategories',
  'getSeriesCategories',
  'getBrand',
  'getCategoryPage',
  'getTopCategories',
  'getShopPage',
  'searchProducts',
  'getSearchSuggestions',
  'getAllProducts',
  'getHotProducts',
  'getNewProducts',
  'getRecommendedProducts',
  'getRecommendedProductPage',
  'getProductDetail',
  'getProductComments',
  'getStore',
  'getCurrencies',
  'getLanguages',
  'getWallets',
  'getNews',
  'getNewsArticle',
  'getBlogPosts',
  'getBlogPost',
  'getAnnouncements',
  'getAboutUs',
  'getPrivacyPolicy',
  'getReturnPolicy',
  'getSupportPolicy',
  'getTermsPolicy',
  'getUserAgreement',
] as const satisfies readonly OperationName[];

/** The modules those operations come from, built over the replica's database. */
const replicaModules = (deps: Dependencies): Handlers => ({
  ...configurationHandlers(deps.db),
  ...catalogueHandlers(deps.db, deps.catalogueCache),
  ...contentHandlers(deps.db),
});

/**
 * `onPrimary` with each of {@link REPLICA_READS} served from the replica while it is in use (healthy and within
 * its lag limit, `ReplicaHandle.inUse`) and the caller is anonymous. A read the replica fails because it went
 * away (stopped, restarting, a query cancelled by replay) runs again on the primary: the visitor never sees it.
 */
export function withReplicaReads(onPrimary: Handlers, deps: Dependencies, replica: ReplicaHandle): Handlers {
  const onReplica = replicaModules({ ...deps, db: replica.db });
  const routed: Handlers = { ...onPrimary };
  for (const name of REPLICA_READS) {
    const primary = onPrimary[name] as Handler<OperationName> | undefined;
    const secondary = onReplica[name] as Handler<OperationName> | undefined;
    if (!primary || !secondary) throw new Error(`${name}: no handler to serve it from the replica`);
    (routed as Record<OperationName, Handler<OperationName>>)[name] = async (
      context: HandlerContext<OperationName>,
    ) => {
      if (context.user || !replica.inUse()) return primary(context);
      try {
        return await secondary(context);
      } catch (error) {
        if (!replica.fallBack(error)) throw error;
        return primary(context);
      }
    };
  }
  return routed;
}
