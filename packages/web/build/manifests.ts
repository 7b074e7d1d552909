// Writes the web app manifests, one per variant and language (src/kit/appManifest.ts), into
// the build, and serves them in development.
import type { Locale, Prefix } from '@lineup/core';
import type { Plugin } from 'vite';
import { appManifest, MANIFEST_LOCALES, manifestPath } from '../src/kit/appManifest.ts';

const PREFIXES: readonly Prefix[] = ['festival', 'duck'];

function all(): Map<string, string> {
  const out = new Map<string, string>();
  for (const prefix of PREFIXES) {
    for (const locale of MANIFEST_LOCALES as Locale[]) {
      out.set(
        manifestPath(prefix, locale),
        `${JSON.stringify(appManifest(prefix, locale), null, 2)}\n`,
      );
    }
  }
  return out;
}

export function webManifests(): Plugin {
  return {
    name: 'lineup-web-manifests',
    configureServer(server) {
      const files = all();
      server.middlewares.use((req, res, next) => {
        const body = files.get((req.url ?? '').split('?')[0] ?? '');
        if (!body) return next();
        res.setHeader('content-type', 'application/manifest+json');
        res.end(body);
      });
    },
    generateBundle() {
      for (const [file, source] of all()) {
        this.emitFile({ type: 'asset', fileName: file.slice(1), source });
      }
    },
  };
}
