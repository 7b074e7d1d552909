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

for (const type of ['input', 'change']) {
  document.addEventListener(
    type,
    (event) => {
      const field = event.target;
      if (
        !(field instanceof HTMLInputElement) &&
        !(field instanceof HTMLTextAreaElement) &&
        !(field instanceof HTMLSelectElement)
      )
        return;
      // after the handlers and the render their state changes start (queued in the meantime)
      queueMicrotask(() => queueMicrotask(() => restore(field)));
    },
    true,
  );
}
