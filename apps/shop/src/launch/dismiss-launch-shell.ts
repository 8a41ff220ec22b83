/** The element index.html paints while the scripts load (see launch-shell.tsx). */
export const LAUNCH_SHELL_ID = 'launch-shell';
/** The launch shell's page area, where the first script may paint the opening page's main picture. */
export const LAUNCH_MAIN_ID = 'launch-shell-main';

/**
 * The launch shell's frames for the opening page's first pictures, each a template the first script fills in
 * (launch-picture.ts): the home carousel's, the product gallery's, and the product grids of the category and search
 * pages, whose cards come from one more template.
 */
export type LaunchPictureBox = 'hero' | 'gallery' | 'category' | 'search';
export const launchPictureTemplateId = (box: LaunchPictureBox) => `launch-picture-${box}`;
export const LAUNCH_CARD_TEMPLATE_ID = 'launch-picture-card';

/** Takes the launch shell away: called as the real shell (or the launch error screen) mounts, before it paints. */
export function dismissLaunchShell(root: Document = document): void {
  root.getElementById(LAUNCH_SHELL_ID)?.remove();
}
