/** The element index.html paints while the scripts load (see launch-shell.tsx). */
export const LAUNCH_SHELL_ID = 'launch-shell';
/** The launch shell's page area, where the first script may paint the opening page's main picture. */
export const LAUNCH_MAIN_ID = 'launch-shell-main';

/** The launch shell's frames for a main picture, each a template the first script fills in (launch-picture.ts). */
export type LaunchPictureBox = 'hero' | 'gallery';
export const launchPictureTemplateId = (box: LaunchPictureBox) => `launch-picture-${box}`;

/** Takes the launch shell away: called as the real shell (or the launch error screen) mounts, before it paints. */
export function dismissLaunchShell(root: Document = document): void {
  root.getElementById(LAUNCH_SHELL_ID)?.remove();
}
