import { type MouseEvent, useEffect, useId, useRef } from 'react';

/**
 * A native modal <dialog> opened on mount: focus moves into it and stays there, Escape and a
 * tap on the backdrop close it, screen readers hear its name (`titleId`), and focus goes back
 * to whatever opened it once it is gone.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal?.();
    const closed = () => closeRef.current();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      opener?.focus?.();
    };
  }, []);

  const close = () => ref.current?.close();
  // the backdrop is the dialog itself, outside its content
  const onBackdropClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) close();
  };
  return { ref, titleId, close, onBackdropClick };
}
