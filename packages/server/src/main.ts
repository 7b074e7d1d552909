// `node packages/server/src/main.ts`: start on the configuration of the environment, log the
// URL, stop cleanly on SIGTERM/SIGINT (in-flight requests finish, the database closes).
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // a configuration mistake is the operator's to fix: say what, without a stack trace
  console.error(`lineup: ${(error as Error).message}`);
  process.exit(1);
}
const app = await buildApp(config);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'stop failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ dataDir: config.dataDir }, `lineup server on ${config.publicOrigin}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
