/**
 * Runs `fn` in a task of its own, after the browser has had its turn (input, a frame), and
 * returns a function that cancels it. A message to a channel rather than a zero timeout: a
 * timeout is clamped after a few nested ones, and a page whose timers are driven together (a
 * test clock) would run a chain of them in one task, which is what slicing work is meant to
 * avoid.
 */
export function nextTask(fn: () => void): () => void {
  if (typeof MessageChannel === 'undefined') {
    const id = setTimeout(fn, 0);
    return () => clearTimeout(id);
  }
  const channel = new MessageChannel();
  let live = true;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (live) fn();
  };
  channel.port2.postMessage(null);
  return () => {
    live = false;
    channel.port1.close();
  };
}
