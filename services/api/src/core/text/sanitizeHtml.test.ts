import { describe, expect, it } from 'vitest';
import { sanitizeOfferHtml } from './sanitizeHtml';

describe('sanitizeOfferHtml', () => {
  it('keeps the reading elements of an offer page as they are', () => {
    const html =
      '<h3>Rules</h3><p>Deposit <strong>100</strong> yuan.<br>Then apply.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<table><thead><tr><th>Level</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeOfferHtml(html)).toBe(html);
  });

  it('drops every attribute, event handlers and styles included', () => {
    expect(
      sanitizeOfferHtml('<p class="x" style="color:red" onclick="steal()">Hi</p><br onload=x />'),
    ).toBe('<p>Hi</p><br>');
  });

  it('drops script and style blocks with their content, and comments', () => {
    expect(
      sanitizeOfferHtml('<p>a</p><script>alert(1)</script><STYLE>p{}</STYLE><!-- x --><p>b</p>'),
    ).toBe('<p>a</p><p>b</p>');
    expect(sanitizeOfferHtml('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
  });

  it('removes elements off the list but keeps their text', () => {
    expect(sanitizeOfferHtml('<a href="javascript:x()">link</a> <img src=x onerror=y>')).toBe(
      'link ',
    );
    expect(sanitizeOfferHtml('<div><span>text</span></div>')).toBe('text');
  });

  it('escapes stray brackets and ampersands, keeping entities', () => {
    expect(sanitizeOfferHtml('1 < 2 & 3 > 2 &amp; &#165; <<script>x</script>')).toBe(
      '1 &lt; 2 &amp; 3 &gt; 2 &amp; &#165; &lt;',
    );
    expect(sanitizeOfferHtml('<img alt=">" onerror="x">')).toBe('" onerror="x"&gt;');
  });
});
