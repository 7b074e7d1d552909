// A thread of the test process that takes the write gate when told (sqliteWriteGate.test.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { SqliteWriteGate } from '../../src/storage/sqliteWriteGate.ts';

const gate = new SqliteWriteGate((workerData as { gate: SharedArrayBuffer }).gate);

parentPort?.on('message', async (command: 'take' | 'take briefly' | 'release' | 'exit') => {
  if (command === 'take' || command === 'take briefly') {
    await gate.acquire();
    parentPort?.postMessage('taken');
    if (command === 'take briefly') setTimeout(() => gate.release(), 5);
  } else if (command === 'release') {
    gate.release();
    parentPort?.postMessage('released');
  } else {
    // leaves holding whatever it holds
    process.exit(0);
  }
});
