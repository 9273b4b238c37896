import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Server, waitForHttp } from '../../scripts/lib/readiness.mjs';
import { upstreamState } from '../../scripts/lib/upstream-db.mjs';

const serverWith = (exitCode: number | null, tail: string[] = []): Server => ({
  name: 'site on port 9000',
  child: { exitCode, signalCode: null },
  tail,
});

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A local HTTP server answering `status`; its URL. */
async function answering(status: number): Promise<string> {
  const http = createServer((_req, res) => res.writeHead(status).end());
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  close = () => http.close();
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}/`;
}

describe('the readiness check of a local server (scripts/lib/readiness.mjs)', () => {
  it('a server that stopped failed: its name, exit code and last stderr lines, at once', async () => {
    const server = serverWith(1, ['SQLITE_BUSY: database is locked', 'The Workers runtime failed to start']);
    await expect(waitForHttp(server, 'http://127.0.0.1:9/', Date.now() + 60_000)).rejects.toThrow(
      /^site on port 9000 failed: it stopped \(1\) before answering http:\/\/127\.0\.0\.1:9\/\. Its last lines:\nSQLITE_BUSY: database is locked\nThe Workers runtime failed to start$/,
    );
  });

  it('a running server that has not answered by the deadline is still starting, with its last lines', async () => {
    const url = await answering(503);
    await expect(waitForHttp(serverWith(null, ['Ready on …']), url, Date.now() - 1)).rejects.toThrow(
      /^site on port 9000 still starting when the start's time ran out: .* no answer yet\. Its last lines:\nReady on …$/,
    );
  });

  it('is ready once the address answers as asked', async () => {
    const url = await answering(200);
    await expect(waitForHttp(serverWith(null), url, Date.now() + 60_000, (res) => res.ok)).resolves.toBeUndefined();
  });

  it('keeps each worker’s state in a folder of its own inside the instance’s', () => {
    expect(upstreamState('.wrangler/e2e-state-9000')).toBe('.wrangler/e2e-state-9000/upstream');
  });
});
