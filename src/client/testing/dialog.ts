/**
 * jsdom has no modal dialogs: a stand-in for showModal() and close() that toggles `open` and
 * fires `close`, enough for components that drive a <dialog> through these two calls.
 */
export function installDialogStandIn() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
