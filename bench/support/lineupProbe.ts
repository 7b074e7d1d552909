// A worker thread that loads one lineup over and over (a few fans at once) and reports each
// request's time: the latency other fans see while the server is busy with something else.
// A thread of its own, so the bench's own work (the push stand-in decrypting) does not count.
import { parentPort, workerData } from 'node:worker_threads';

const { url, fans } = workerData as { url: string; fans: number };
const times: number[] = [];
let running = true;

parentPort?.on('message', () => {
  running = false;
});

async function fan() {
  while (running) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
    } catch {
      // a connection the server closed as the request went out (its keep-alive ran out while
      // it was busy): the fan waited this long for nothing, and asks again
    }
    times.push(performance.now() - started);
  }
}

await Promise.all(Array.from({ length: fans }, fan));
parentPort?.postMessage(times);
