import type { SiteBindings } from '@edge/context';
import { scheduledJob } from '@edge/cron';
import { guestFastPath } from '@edge/guest-fast-path';
import { localFrontLineEncoding } from '@edge/local-encoding';
import { edgeMiddleware } from '@edge/middleware';
import { observeRequests } from '@edge/observability/observe';
import { wrapWorkerFetch } from '@edge/worker-fetch';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { warmBeforeFetch } from './server/warm-modules';

const pages = import.meta.glob('./pages/**/*.{tsx,ts}');

const entry = adapter(fsRouter(pages), {
  middlewareFns: edgeMiddleware,
  // The Cron Triggers (wrangler.toml [triggers]): sign-outs the back office missed, payment reminders.
  handlers: {
    scheduled(controller: ScheduledController, env: SiteBindings, ctx: ExecutionContext) {
      ctx.waitUntil(scheduledJob(controller, env));
    },
  },
});

// From the inside out: every module is loaded before the isolate's first render
// (src/server/warm-modules.ts); cached guest pages are answered before the framework
// (edge/guest-fast-path.ts); under the local servers the adapter's «unencoded» mark comes off,
// so miniflare compresses pages for the client as Cloudflare does deployed (LOCAL_COMPRESSION);
// outermost, every answer gets its reference, Server-Timing and log line (edge/observability).
export default {
  ...entry,
  defaultExport: observeRequests(
    localFrontLineEncoding(wrapWorkerFetch(warmBeforeFetch(entry.defaultExport, pages), guestFastPath)),
  ),
};
