import { UpstreamError } from '@edge/errors';
import { getHtmlDocument, readHtmlDocument } from '@edge/upstream/documents';
import { describe, expect, it } from 'vitest';
import { transportTo } from './fake-upstream';

const POLICY = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Политика обработки персональных данных</title></head>
<body>
<h1 class="x">Политика ООО &laquo;Драйв&nbsp;Лизинг&raquo; <em>в отношении</em> обработки &#171;ПДн&#xBB;</h1>
<p>Редакция от 1 февраля 2026 года.</p>
<h2>1. Общие положения</h2>
</body></html>`;

describe('an upstream HTML document as a page of the site (the personal-data policy)', () => {
  it('takes its first h1 as the page heading, in text, and its body without it as the content', () => {
    const document = readHtmlDocument(POLICY);
    expect(document?.heading).toBe('Политика ООО «Драйв\u00a0Лизинг» в отношении обработки «ПДн»');
    expect(document?.contentHtml).toBe('<p>Редакция от 1 февраля 2026 года.</p>\n<h2>1. Общие положения</h2>');
  });

  it('falls back on the title without an h1, and refuses a document with neither', () => {
    expect(readHtmlDocument('<html><head><title>Правила</title></head><body><p>Текст</p></body></html>')).toEqual({
      heading: 'Правила',
      contentHtml: '<p>Текст</p>',
    });
    expect(readHtmlDocument('<p>Текст</p>')).toBeNull();
  });

  it('asks the root /documents/{slug} without a token; anything but HTML is a malformed answer (502)', async () => {
    const asked: string[] = [];
    const answer = (body: string, type: string) =>
      transportTo(async (url, init) => {
        asked.push(`${url} ${new Headers(init.headers).get('authorization') ?? 'no token'}`);
        return new Response(body, { headers: { 'content-type': type } });
      });
    const policy = await getHtmlDocument(
      { ...answer(POLICY, 'text/html; charset=utf-8'), accessToken: 't' },
      'leasing-rules',
    );
    expect(policy.heading).toMatch(/^Политика ООО/);
    expect(asked).toEqual(['http://upstream.test/documents/leasing-rules no token']);
    // A new key each time: the public cache keeps what succeeded.
    const json = answer('{"message":"ok"}', 'application/json');
    const refused = await getHtmlDocument(json, 'personal-data-policy').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(UpstreamError);
    expect((refused as UpstreamError).status).toBe(502);
  });
});
