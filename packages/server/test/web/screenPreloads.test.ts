// The grid's page names the grid's code in its head (screenPreloads.ts), so a first visit
// fetches it beside the app's script: the chunks the entry does not load itself, each once.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { screenPreloads } from '../../src/web/screenPreloads.ts';
import { tempDir } from '../helpers/tmp.ts';

const dirs: { remove(): void }[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) d.remove();
});

function dist(manifest: unknown): string {
  const tmp = tempDir();
  dirs.push(tmp);
  mkdirSync(path.join(tmp.dir, '.vite'));
  writeFileSync(path.join(tmp.dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return tmp.dir;
}

describe('the grid chunks a grid page names', () => {
  it("names the grid's chunk, its stylesheet and what it imports, not what the entry has", () => {
    const webDist = dist({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/rolldown-runtime-2.js' },
      'src/grid/GridScreen.tsx': {
        file: 'assets/GridScreen-3.js',
        imports: ['index.html', '_runtime.js', '_ActSheet.js', '_shared.js'],
        css: ['assets/GridScreen-4.css'],
      },
      '_ActSheet.js': { file: 'assets/ActSheet-5.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-6.js' },
      'src/plan/MyPlanScreen.tsx': { file: 'assets/MyPlanScreen-7.js' },
    });
    expect(screenPreloads(webDist)).toBe(
      '<link rel="modulepreload" href="/assets/GridScreen-3.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/GridScreen-4.css">' +
        '<link rel="modulepreload" href="/assets/ActSheet-5.js">' +
        '<link rel="modulepreload" href="/assets/shared-6.js">',
    );
  });

  it.each([
    ['no manifest', null],
    ['an unreadable manifest', '{'],
    ['a manifest without the grid', { 'index.html': { file: 'assets/index-1.js', isEntry: true } }],
  ])('names nothing with %s', (_, manifest) => {
    const tmp = tempDir();
    dirs.push(tmp);
    if (manifest !== null) {
      mkdirSync(path.join(tmp.dir, '.vite'));
      const text = typeof manifest === 'string' ? manifest : JSON.stringify(manifest);
      writeFileSync(path.join(tmp.dir, '.vite', 'manifest.json'), text);
    }
    expect(screenPreloads(tmp.dir)).toBe('');
  });
});
