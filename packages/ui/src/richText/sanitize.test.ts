// DOMPurify is tested in jsdom, the DOM it is built and tested against (happy-dom parses differently).
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeWebUrl, sanitizeHtml } from './sanitize';

/** The sanitised HTML parsed again, as the page would hold it. */
function parse(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
}

/** Every attribute name left anywhere in the result. */
function attributeNames(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames());
}

describe('message body sanitising', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<p>Hello <b>bold</b> <strong>strong</strong> <i>i</i> <em>em</em> <u>u</u><br><span>s</span></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps headings and tables of terms, without their attributes', () => {
    const html =
      '<h3>Terms</h3><table><thead><tr><th>Level</th></tr></thead><tbody><tr><td>VIP 3</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(
      sanitizeHtml(
        '<table style="width:9999px"><tbody><tr><td onclick="x()">1</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><td>1</td></tr></tbody></table>');
  });

  it('drops script elements with their code', () => {
    const out = sanitizeHtml('<p>hi</p><script>alert(1)</script><p>there</p>');
    expect(out).toBe('<p>hi</p><p>there</p>');
    expect(out).not.toContain('alert');
  });

  it.each([
    '<style>p{color:red}</style>',
    '<object data="x">fallback</object>',
    '<embed src="x">',
    '<template><img src=x onerror=alert(1)></template>',
    '<noscript><img src=x onerror=alert(1)></noscript>',
    '<math><mi>x</mi></math>',
    '<textarea>typed</textarea>',
  ])('drops %s with its content', (html) => {
    expect(sanitizeHtml(`${html}<p>kept</p>`)).toBe('<p>kept</p>');
  });

  it('drops SVG with the script inside it', () => {
    const out = sanitizeHtml(
      '<p>a</p><svg><script>alert(2)</script><a href="https://x.example">l</a></svg>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('removes event handlers and styles from allowed elements', () => {
    const root = parse(
      '<p onclick="alert(1)" style="position:fixed" class="x" id="y">a</p><span onmouseover="x()">b</span>',
    );
    expect(attributeNames(root)).toEqual([]);
    expect(root.textContent).toBe('ab');
  });

  it('keeps an image with a web or raster data URL and drops one with onerror or another scheme', () => {
    const root = parse(
      '<img src="https://cdn.example/a.png" alt="A" onerror="alert(1)">' +
        '<img src="data:image/png;base64,iVBORw0KGgo=">' +
        '<img src="javascript:alert(1)"><img src="x" onerror="alert(1)">' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    );
    const images = [...root.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.example/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
    ]);
    expect(images[0]!.getAttribute('alt')).toBe('A');
    expect(attributeNames(root).sort()).toEqual(['alt', 'src', 'src']);
  });

  it('opens web links in a new tab without access back to the app', () => {
    const link = parse(
      '<a href="https://example.com/x?a=1" onclick="steal()">go</a>',
    ).querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/x?a=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.hasAttribute('onclick')).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '/relative/path',
    '//evil.example/x',
  ])('keeps the text of a link to %s but not the link', (href) => {
    const root = parse(`<a href="${href}">click</a>`);
    const link = root.querySelector('a')!;
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.hasAttribute('target')).toBe(false);
    expect(root.textContent).toBe('click');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><section>cell</section></div>')).toBe('Titlecell');
    expect(sanitizeHtml('<form action="https://evil.example"><p>text</p></form>')).toBe(
      '<p>text</p>',
    );
  });

  it('is not fooled by nested or broken markup', () => {
    const tricks = [
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<<script>script>alert(1)<</script>/script>',
      '<p title="</p><script>alert(1)</script>">x</p>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<a href="https://ok.example"><img src=x onerror=alert(1)></a>',
      '<!--<img src=x onerror=alert(1)>-->',
      '<img src="https://ok.example/a.png"/onerror=alert(1)>',
    ];
    for (const trick of tricks) {
      const root = parse(trick);
      expect(root.querySelector('script, style, svg, math, noscript')).toBeNull();
      expect(attributeNames(root).filter((name) => name.startsWith('on'))).toEqual([]);
      // Sanitising is stable: the page's own parse of the result gives the same result again.
      expect(sanitizeHtml(root.innerHTML)).toBe(root.innerHTML);
    }
  });

  it('escapes text that looks like markup', () => {
    const root = parse('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(root.querySelector('script')).toBeNull();
    expect(root.textContent).toBe('<script>alert(1)</script>');
  });

  it('keeps the line breaks of a plain-text body', () => {
    expect(sanitizeHtml('Line one\nLine two & more')).toBe('Line one<br>Line two &amp; more');
    expect(sanitizeHtml('one line')).toBe('one line');
  });
});

describe('web URLs', () => {
  it('accepts http and https only', () => {
    expect(safeWebUrl('http://a.example/')).toBe('http://a.example/');
    expect(safeWebUrl('https://a.example')).toBe('https://a.example/');
    expect(safeWebUrl('ftp://a.example')).toBeNull();
    expect(safeWebUrl('mailto:a@b.example')).toBeNull();
    expect(safeWebUrl('')).toBeNull();
  });
});
