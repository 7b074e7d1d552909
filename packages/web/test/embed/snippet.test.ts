import { describe, expect, it } from 'vitest';
import { iframeSnippet, type SnippetOptions, scriptSnippet } from '../../src/embed/snippet.ts';

const base: SnippetOptions = {
  origin: 'https://lineup.example',
  event: 'fest-2026',
  name: 'Fest "26" <live>',
  locale: 'de',
  view: '',
  stages: [],
  days: [],
  accent: '',
};

describe('the website snippet', () => {
  it.each([
    [{}, '<lineup-schedule event="fest-2026" lang="de">'],
    [{ view: 'grid' as const }, '<lineup-schedule event="fest-2026" lang="de" view="grid">'],
    [
      { stages: ['beach', 'forest'], days: ['2026-07-30'] },
      '<lineup-schedule event="fest-2026" lang="de" stages="beach,forest" days="2026-07-30">',
    ],
    [
      { accent: '#00c2a8' },
      '<lineup-schedule event="fest-2026" lang="de" style="--lineup-accent: #00c2a8">',
    ],
    [{ accent: 'red;}' }, '<lineup-schedule event="fest-2026" lang="de">'],
  ])('with %j writes %s', (change, element) => {
    const code = scriptSnippet({ ...base, ...change });
    expect(code.split('\n')).toEqual([
      '<link rel="preload" href="https://lineup.example/api/lineup/fest-2026" as="fetch" crossorigin="anonymous">',
      '<script src="https://lineup.example/embed/v1.js" type="module"></script>',
      element,
      '  <a href="https://lineup.example/de/lineup/fest-2026">Fest &quot;26&quot; &lt;live&gt;</a>',
      '</lineup-schedule>',
    ]);
  });

  it('writes the iframe with the same settings in its address', () => {
    expect(iframeSnippet({ ...base, view: 'list', stages: ['a', 'b'], accent: '#00c2a8' })).toBe(
      '<iframe src="https://lineup.example/embed/fest-2026?lang=de&amp;view=list&amp;stages=a%2Cb&amp;accent=%2300c2a8" title="Fest &quot;26&quot; &lt;live&gt;" style="width:100%;height:720px;border:0" loading="lazy"></iframe>',
    );
  });
});
