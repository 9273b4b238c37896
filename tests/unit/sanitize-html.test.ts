import { sanitizeHtml } from '@src/lib/sanitize-html';
import { describe, expect, it } from 'vitest';

describe('sanitizeHtml', () => {
  it('keeps the content tags of CMS pages and news', () => {
    const html =
      '<p>Текст <strong>важно</strong> и <em>курсив</em></p><h2>Цифры</h2><ul><li>12 офисов</li></ul><ol><li>шаг</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and drops script URLs', () => {
    expect(sanitizeHtml('<a href="tel:+78005504545">8 800</a>')).toBe('<a href="tel:+78005504545">8 800</a>');
    expect(sanitizeHtml('<a href="mailto:info@drive-leasing.ru">почта</a>')).toContain(
      'href="mailto:info@drive-leasing.ru"',
    );
    expect(sanitizeHtml('<a href="/catalog">каталог</a>')).toBe('<a href="/catalog">каталог</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeHtml('<a href="https://x.ru" onclick="steal()" target="_blank">x</a>')).toBe(
      '<a href="https://x.ru">x</a>',
    );
  });

  it('removes scripts, styles, frames and handlers with their content', () => {
    const out = sanitizeHtml(
      '<p onmouseover="x()" style="color:red">a</p><script>alert(1)</script><style>p{}</style><iframe src="//evil"></iframe><form><input></form>',
    );
    expect(out).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).not.toContain('onerror');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>')).not.toMatch(/script|alert/);
  });

  it('demotes h1 to h2 and makes images lazy', () => {
    expect(sanitizeHtml('<h1>Заголовок</h1>')).toBe('<h2>Заголовок</h2>');
    expect(sanitizeHtml('<img src="/media/a.svg" alt="a" width="10" height="10">')).toBe(
      '<img loading="lazy" src="/media/a.svg" alt="a" width="10" height="10">',
    );
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg>" alt="a">')).not.toContain('data:');
    // Only the upstream's media under the site's own /media/: no other host, however written.
    for (const src of [
      '//other-host/a.png',
      'https://other-host/a.png',
      '/\\other-host/a.png',
      '/media/../api/x',
      'http://x/a.png',
    ]) {
      expect(sanitizeHtml(`<img src="${src}" alt="a">`), src).not.toContain('src=');
    }
  });

  it('keeps entities and drops unknown tags but not their text', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; «ёлка»</p>')).toBe('<p>1 &lt; 2 &amp; «ёлка»</p>');
    expect(sanitizeHtml('<div><span>текст</span></div>')).toBe('текст');
  });
});
