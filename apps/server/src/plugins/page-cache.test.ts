import { describe, expect, it } from 'vitest';
import { stylesFirst } from './page-cache.ts';

describe('the shell kept for pages', () => {
  it('asks for its stylesheet before its scripts and module preloads', () => {
    const built = [
      '<head>',
      '    <title>T</title>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
      '  </head>',
    ].join('\n');
    const html = stylesFirst(built);
    expect(html.indexOf('index.css')).toBeLessThan(html.indexOf('index.js'));
    expect(html.indexOf('index.js')).toBeLessThan(html.indexOf('react.js'));
    expect(html.match(/index\.css/g)).toHaveLength(1);
    expect(html).toContain('<title>T</title>');
  });

  it('leaves a shell without scripts or stylesheets as it is', () => {
    const plain = '<head><title>T</title></head>';
    expect(stylesFirst(plain)).toBe(plain);
  });
});
