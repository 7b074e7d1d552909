import { DRAWER } from '@lineup/core';
import {
  type KeyboardEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import './drawer.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** text of the close button at the bottom (About: "OK") */
  closeLabel: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const ANIMATION_MS = DRAWER.animationS * 1000;

/** Whether a drag released at `offset` px (of `height`) with `velocity` px/ms closes it. */
export function shouldCloseAfterDrag(offset: number, height: number, velocity: number): boolean {
  if (offset <= 0) return false;
  return offset > height * DRAWER.closeThreshold || velocity > DRAWER.velocityThreshold;
}

/**
 * A bottom drawer (spec §4): a modal dialog that traps focus, closes on Escape, on a press
 * outside, on the close button, and when dragged down past a quarter of its height or
 * flicked down fast. It slides in and out in 0.5 s.
 */
export function Drawer({ open, onClose, title, closeLabel, children }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const [visible, setVisible] = useState(open);
  const [shown, setShown] = useState(false);
  const [drag, setDrag] = useState(0);
  const dragState = useRef<{ y: number; t: number; lastY: number; lastT: number } | null>(null);

  // who had the focus before the dialog takes it (below), to give it back on closing
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);

  // Mount, then slide in on the next frame; slide out, then unmount after the animation.
  useEffect(() => {
    if (open) {
      setVisible(true);
      const id = requestAnimationFrame(() => requestAnimationFrame(() => setShown(true)));
      return () => cancelAnimationFrame(id);
    }
    setShown(false);
    const id = setTimeout(() => {
      setVisible(false);
      setDrag(0);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }, ANIMATION_MS);
    return () => clearTimeout(id);
  }, [open]);

  // Focus the dialog and lock the page behind it while open, at commit: a key pressed at once
  // goes to the dialog, not to the page behind it.
  useLayoutEffect(() => {
    if (!open || !visible) return;
    const el = panel.current;
    el?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open, visible]);

  if (!visible) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (
      e.shiftKey &&
      (document.activeElement === first || document.activeElement === panel.current)
    ) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const onPointerDown = (e: ReactPointerEvent) => {
    // Drag from the handle and header only, so the content can still scroll and links click.
    // A mouse press would also start selecting the title; the next press on that selection
    // then starts the browser's own drag of the text, which cancels ours: no selection.
    if (e.pointerType === 'mouse') e.preventDefault();
    const now = performance.now();
    dragState.current = { y: e.clientY, t: now, lastY: e.clientY, lastT: now };
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const s = dragState.current;
    if (!s) return;
    s.lastY = e.clientY;
    s.lastT = performance.now();
    setDrag(Math.max(0, e.clientY - s.y));
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    const s = dragState.current;
    dragState.current = null;
    if (!s) return;
    const offset = Math.max(0, e.clientY - s.y);
    const elapsed = Math.max(1, performance.now() - s.t);
    const velocity = offset / elapsed;
    const height = panel.current?.offsetHeight ?? 1;
    if (shouldCloseAfterDrag(offset, height, velocity)) onClose();
    else setDrag(0);
  };

  const transform = shown ? `translateY(${drag}px)` : 'translateY(100%)';
  return createPortal(
    <div className={`drawer${shown ? ' drawer--open' : ''}`}>
      <div className="drawer__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={{
          transform,
          transition: dragState.current ? 'none' : `transform ${DRAWER.animationS}s ease`,
        }}
      >
        <div
          className="drawer__grip"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <span className="drawer__handle" aria-hidden="true" />
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
        </div>
        <div className="drawer__body">{children}</div>
        <div className="drawer__footer">
          <button type="button" className="button button--primary button--wide" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
