// Waiting in tests for something the server does in its own time (a push sent, a line logged),
// and a log stream the test reads while the server writes to it.
import { Writable } from 'node:stream';

/** resolves once `check` holds; fails with `what` when it still does not after `timeoutMs` */
export async function until(check: () => boolean, what = 'the condition', timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** a server's log, as text: pass it as the logger's stream */
export class LogCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}
