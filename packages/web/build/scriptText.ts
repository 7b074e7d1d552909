// `import text from './file.ts?script'`: the function a file declares, as the JavaScript text a
// page runs inline. The pages' CSP allows such a script by its hash only, and the server's
// prerender and the service worker each build their own copy of the text: compiled here alike
// (types stripped, nothing minified or renamed), it is the same text in every build, so the
// hash the server lists holds for the worker's pages too. Function.toString() gave each
// build's own minified text.
import { readFileSync } from 'node:fs';
import { type Plugin, transformWithOxc } from 'vite';

const QUERY = '?script';

export function scriptText(): Plugin {
  return {
    name: 'lineup:script-text',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
      // the file holds one exported function: its text, without the comments on their own lines
      const start = code.search(/^export function /m);
      if (start < 0) throw new Error(`${file}: no exported function`);
      const text = code
        .slice(start + 'export '.length)
        .replace(/^\s*\/\/.*\n/gm, '')
        .trim();
      return `export default ${JSON.stringify(text)};`;
    },
  };
}
