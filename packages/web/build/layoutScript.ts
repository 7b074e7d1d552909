// The layout is decided in the page's head, before the body (and the server's first screen in
// it) is parsed and painted: src/kit/layoutRule.ts, written into index.html as a classic script
// (minified: every page carries it).
import { minifySync, type Plugin } from 'vite';
import { layoutScript } from '../src/kit/layoutRule.ts';

export function layoutInHead(): Plugin {
  return {
    name: 'lineup:layout-in-head',
    transformIndexHtml: {
      order: 'pre',
      handler: () => {
        const { code, errors } = minifySync('layout.js', layoutScript(), {});
        if (errors.length > 0) throw new Error(`layout script: ${errors[0]?.message}`);
        return [{ tag: 'script', children: code.trim(), injectTo: 'head' }];
      },
    },
  };
}
