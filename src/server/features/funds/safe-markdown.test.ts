import { describe, expect, it } from 'vitest';
import { renderSafeMarkdown } from './safe-markdown';

/** A real element (not escaped text) carrying an on… attribute. */
const EVENT_ATTRIBUTE = /<[a-z][^>]*\son[a-z]+\s*=/i;

describe('safe Markdown of the fund page', () => {
  it('renders emphasis, lists and links, every link with rel="nofollow noopener noreferrer"', () => {
    expect(renderSafeMarkdown('**Carry** is *20%*.\n\n- one\n- two\n\n[Our site](https://example.com)')).toBe(
      '<p><strong>Carry</strong> is <em>20%</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n' +
        '<p><a href="https://example.com" rel="nofollow noopener noreferrer">Our site</a></p>\n',
    );
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an image with onerror', '<img src=x onerror="alert(1)">'],
    ['a link with onclick', '<a href="https://example.com" onclick="alert(1)">x</a>'],
    ['an iframe', '<iframe src="https://example.com"></iframe>'],
    ['an inline style block', '<style>body{display:none}</style>'],
    ['an svg with onload', '<svg onload="alert(1)"></svg>'],
  ])('writes %s out as text, never as HTML', (_name, source) => {
    const html = renderSafeMarkdown(`Hello ${source} there`);
    expect(html).not.toMatch(/<(script|img|a|iframe|style|svg)\b/i);
    expect(html).not.toMatch(EVENT_ATTRIBUTE);
    expect(html).toContain('&lt;');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](  javascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](file:///etc/passwd)',
    '<javascript:alert(1)>',
  ])('never links %s', (source) => {
    const html = renderSafeMarkdown(source);
    expect(html).not.toMatch(/<a\b/i);
    expect(html).not.toMatch(/href=/i);
  });

  it('shows no images: a Markdown image becomes a plain link', () => {
    const html = renderSafeMarkdown('![tracker](https://example.com/pixel.png)');
    expect(html).not.toMatch(/<img\b/i);
  });

  it('answers nothing for an empty text', () => {
    expect(renderSafeMarkdown('  \n ')).toBe('');
  });
});
