import { guestFastPath } from '@edge/guest-fast-path';
import { edgeMiddleware } from '@edge/middleware';
import { keepLocalEncoding } from '@edge/middleware/local-compression';
import { wrapWorkerFetch } from '@edge/worker-fetch';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { warmBeforeFetch } from './server/warm-modules';

const pages = import.meta.glob('./pages/**/*.{tsx,ts}');

const entry = adapter(fsRouter(pages), {
  middlewareFns: edgeMiddleware,
});

// From the inside out: every module is loaded before the isolate's first render
// (src/server/warm-modules.ts); cached guest pages are answered before the framework
// (edge/guest-fast-path.ts); local servers compress pages as Cloudflare's edge does
// (LOCAL_COMPRESSION), which the adapter would otherwise mark unencoded.
export default {
  ...entry,
  defaultExport: keepLocalEncoding(wrapWorkerFetch(warmBeforeFetch(entry.defaultExport, pages), guestFastPath)),
};
