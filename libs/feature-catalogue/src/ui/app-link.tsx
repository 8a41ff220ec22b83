import { isAppRoute, isExternalLink } from '@mall/shop-routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface AppLinkProps {
  /** An app route (`/pages/...`) or an absolute http(s) URL. */
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link from server data (an ad's `link`): app routes go through the router, absolute URLs open as
 * ordinary links, anything else is not a link at all.
 */
export function AppLink({ to, className, children }: AppLinkProps) {
  if (isAppRoute(to)) {
    return (
      <Link className={className} to={to}>
        {children}
      </Link>
    );
  }
  if (isExternalLink(to)) {
    return (
      <a className={className} href={to} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
