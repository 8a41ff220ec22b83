import { tabIcons } from '../app/shell/tab-icons';

export interface LaunchShellProps {
  /** The shop's name, as the header shows it. */
  brand: string;
  /** What a screen reader hears while the shop loads. */
  loadingLabel: string;
}

/**
 * The frame of the shop (header bar, bottom tab bar) with nothing in it, shown while the shop loads. The build
 * writes it into index.html, so a phone paints it before any script has arrived; React renders the same markup
 * until the real shell takes over. Its styles (launch-shell.css) are in the entry's stylesheet. It shows
 * no words but the brand: the page's language is not known before the scripts run.
 */
export function LaunchShell({ brand, loadingLabel }: LaunchShellProps) {
  return (
    <div className="launch-shell" aria-busy="true">
      <div className="launch-shell-header">
        <span className="launch-shell-brand">{brand}</span>
        <span className="launch-shell-search" />
        <span className="launch-shell-action" />
      </div>
      <p className="launch-shell-status">{loadingLabel}</p>
      <div className="launch-shell-tabs">
        {Object.entries(tabIcons).map(([id, Icon]) => (
          <Icon key={id} aria-hidden="true" />
        ))}
      </div>
    </div>
  );
}
