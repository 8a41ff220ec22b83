/**
 * Test-only: jsdom has the <dialog> element but none of its behaviour. This stands in for the part the UI
 * kit relies on: showModal and close toggle `open` (close fires "close"), and Escape sends the topmost open
 * dialog a cancelable "cancel" event and closes it unless a handler prevents that, as a browser's close
 * request does. The inert page behind a modal dialog is the browser's and is not imitated.
 */
// Suites under the Node environment (`@jest-environment node`) have no DOM to shim.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = Array.from(document.querySelectorAll('dialog[open]')).at(-1) as
      HTMLDialogElement | undefined;
    if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
