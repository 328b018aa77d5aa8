import '@testing-library/jest-dom';

// jsdom has <dialog> but not its methods (no top layer, no inertness). These open and close it the way a
// browser does as far as a test can see: `open` and the close event.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.open = true;
    },
    showModal(this: HTMLDialogElement) {
      if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
}
