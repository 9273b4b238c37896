// The host's floor: a static page with no script, no style sheet and no image, served by Node on
// a port of its own. Audited in the same run as the site, it shows what this machine's Chromium
// costs for any first visit (renderer start-up, first layout of text): the part of a page's LCP
// and TBT that no change to the site can remove. Only the bench starts it.
import { createServer } from 'node:http';

const PAGE = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Опорная страница замера</title>
</head>
<body>
<main>
<h1>Лизинг автомобилей для физических и юридических лиц</h1>
<p>Статическая страница без скриптов, стилей и изображений: нижняя граница того, что этот
компьютер тратит на первое посещение любой страницы.</p>
</main>
</body>
</html>
`;

/** Starts the floor page on `port`; resolves to its URL and a function that stops it. */
export function startFloorPage(port) {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Не найдено');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://localhost:${port}/`, stop: () => new Promise((done) => server.close(done)) }),
    );
  });
}
