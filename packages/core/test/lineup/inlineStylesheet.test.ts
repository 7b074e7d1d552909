import { describe, expect, it } from 'vitest';
import { stylesheetHref, withInlineStylesheet } from '../../src/lineup/pageHtml.ts';

const INDEX =
  '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-B2_c.css"></head><body></body>';

describe('the stylesheet of a page with a first screen', () => {
  it('is found by its link in index.html', () => {
    expect(stylesheetHref(INDEX)).toBe('/assets/index-B2_c.css');
    expect(stylesheetHref('<head></head>')).toBeNull();
  });

  it('goes inside the page in place of its link', () => {
    const page = withInlineStylesheet(INDEX, 'main{color:#fff}');
    expect(page).toContain('<style>main{color:#fff}</style></head>');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it.each([
    ['a closing tag in a string', 'a::after{content:"</style><script>x</script>"}'],
    ['a closing tag in a comment', '/* </STYLE> */ a{}'],
  ])('cannot end the style element early with %s', (_, css) => {
    const page = withInlineStylesheet(INDEX, css);
    expect(page.match(/<\/style/gi)).toHaveLength(1);
  });

  it('keeps "$&" and other replacement patterns as written', () => {
    expect(withInlineStylesheet(INDEX, 'a::before{content:"$&$1"}')).toContain('"$&$1"');
  });

  it('leaves a page without the link alone', () => {
    expect(withInlineStylesheet('<head></head>', 'a{}')).toBe('<head></head>');
  });
});
