// Long fan-outs hand the event loop back between batches, so lineup requests of other fans are
// answered in between instead of after the whole batch.
import { setImmediate } from 'node:timers/promises';

export function yieldToEventLoop(): Promise<void> {
  return setImmediate();
}
