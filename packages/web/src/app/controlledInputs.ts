// Form fields whose value the app holds (`checked={…}`, `value={…}`), as React keeps them: after
// a click or a keystroke the field shows what the app's state says, also when the state did
// not change (a reminders switch that stays off because notifications are blocked). Preact
// leaves the field as the browser changed it unless it renders again; this puts it back.
import { options, type VNode } from 'preact';

interface Held {
  checked?: boolean;
  value?: unknown;
}
const HELD = new WeakMap<EventTarget, Held>();

const previousDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  const dom = (vnode as VNode & { __e?: unknown }).__e;
  const { type, props } = vnode as VNode<{ checked?: boolean; value?: unknown }>;
  if ((type === 'input' || type === 'textarea' || type === 'select') && dom) {
    if (props.checked !== undefined || props.value !== undefined) {
      HELD.set(dom as EventTarget, { checked: props.checked, value: props.value });
    } else HELD.delete(dom as EventTarget);
  }
  previousDiffed?.(vnode);
};

function restore(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  const held = HELD.get(field);
  if (!held) return;
  if (held.checked !== undefined && field instanceof HTMLInputElement) {
    if (field.checked !== held.checked) field.checked = held.checked;
  }
  if (held.value !== undefined && field.value !== String(held.value)) {
    field.value = String(held.value);
  }
}

/** the event the app's onChange listens to: 'change' for ticks, files and lists, else 'input' */
function changeEventOf(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  return field instanceof HTMLSelectElement ||
    (field instanceof HTMLInputElement && /^(checkbox|radio|file)$/.test(field.type))
    ? 'change'
    : 'input';
}

// On the window, as the event leaves: after the field's own handlers, whose state changes have
// queued their render first (a listener before them would put a tick back before its 'change').
// Not where there is no window (a server's render, tests of plain functions).
for (const type of typeof window === 'undefined' ? [] : ['input', 'change']) {
  window.addEventListener(type, (event) => {
    const field = event.target;
    if (
      !(field instanceof HTMLInputElement) &&
      !(field instanceof HTMLTextAreaElement) &&
      !(field instanceof HTMLSelectElement)
    )
      return;
    if (changeEventOf(field) !== type) return;
    queueMicrotask(() => restore(field));
  });
}
