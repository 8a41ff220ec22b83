import { tabIcons } from '../app/shell/tab-icons';
import { LAUNCH_MAIN_ID, LAUNCH_SHELL_ID } from './dismiss-launch-shell';

/**
 * The frame of the shop (header bar, bottom tab bar) with nothing in it. The build writes it into index.html
 * beside the app's root, so a phone paints it before any script has arrived; it stays until the real shell
 * mounts (not part of the bundle). Its styles (launch-shell.css) are in the entry's stylesheet. It shows no words
 * but the brand: the page's language is not known before the scripts run. Its page area stays empty unless the
 * first script paints the opening page's main picture there (launch-picture.ts).
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
    </div>
  );
}
