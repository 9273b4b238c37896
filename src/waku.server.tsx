import { edgeMiddleware } from '@edge/middleware';
import { keepLocalEncoding } from '@edge/middleware/local-compression';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { warmBeforeFetch } from './server/warm-modules';

const pages = import.meta.glob('./pages/**/*.{tsx,ts}');

const entry = adapter(fsRouter(pages), {
  middlewareFns: edgeMiddleware,
});

// Every module is loaded before the isolate's first render (src/server/warm-modules.ts); local
// servers compress pages as Cloudflare's edge does (LOCAL_COMPRESSION), which the adapter would
// otherwise mark unencoded.
export default {
  ...entry,
  defaultExport: keepLocalEncoding(warmBeforeFetch(entry.defaultExport, pages)),
};
