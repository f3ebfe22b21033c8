import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native <dialog> opened modally (the rest of the page becomes inert), with Tab kept inside, Esc
 * and backdrop clicks closing it unless `locked`, and focus given back to the opener on close.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, locked: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const lockedRef = useRef(locked);
  lockedRef.current = locked;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    // Start on the title rather than the first field: on phones a focused input pops the keyboard
    // over the text the signer should read first.
    dialog.querySelector<HTMLElement>('[data-dialog-initial-focus]')?.focus();

    const onCancel = (event: Event) => {
      event.preventDefault(); // React state decides whether it closes
      if (!lockedRef.current) onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Some browsers skip `cancel` on a repeated Esc; handle it here too.
        event.preventDefault();
        if (!lockedRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onMouseDown = (event: MouseEvent) => {
      // A press on the dialog element itself (not its content box) is a press on the backdrop.
      if (event.target !== dialog || lockedRef.current) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) onCloseRef.current();
    };
    // Chrome may close a modal dialog on a repeated Esc even when `cancel` is prevented: while locked
    // it is opened again; otherwise the closing is reported like any other.
    const onNativeClose = () => {
      if (!lockedRef.current) onCloseRef.current();
      else if (typeof dialog.showModal === 'function') dialog.showModal();
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('mousedown', onMouseDown);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('mousedown', onMouseDown);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [ref, open]);
}
