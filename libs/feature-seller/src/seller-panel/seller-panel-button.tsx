import { useGetUserInfoQuery } from '@mall/sdk';
import { useOpenSellerPanel } from '@mall/session';
import { Button } from '@mall/ui';

/** Sends the browser to the seller app (a full navigation). */
const openInThisTab = (url: string) => globalThis.location.assign(url);

export interface SellerPanelButtonProps {
  label: string;
  /** Where the browser goes with the signed-in address (this tab by default). */
  openUrl?: (url: string) => void;
}

/** The way into the seller app for a signed-in seller, signed in there too (nothing for anyone else). */
export function SellerPanelButton({ label, openUrl = openInThisTab }: SellerPanelButtonProps) {
  const { data: user } = useGetUserInfoQuery();
  const { openPanel, opening } = useOpenSellerPanel(openUrl);
  const sellerUrl = user?.seller_url;
  if (!sellerUrl) return null;
  return (
    <Button variant="secondary" loading={opening} onClick={() => void openPanel(sellerUrl)}>
      {label}
    </Button>
  );
}
