import { useGetUserInfoQuery } from '@mall/sdk';
import styles from '../shared/page.module.css';

/** The way into the seller app, for a signed-in seller (none for anyone else). */
export function SellerPanelLink({ label }: { label: string }) {
  const { data: user } = useGetUserInfoQuery();
  if (!user?.seller_url) return null;
  return (
    <a className={styles.link} href={user.seller_url}>
      {label}
    </a>
  );
}
