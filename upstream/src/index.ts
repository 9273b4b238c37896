import { createApp } from './app';
import type { UpstreamBindings } from './env';
import { pruneExpired } from './maintenance/prune';

const app = createApp();

export default {
  fetch: app.fetch,
  /** The Cron Trigger (upstream/wrangler.toml `[triggers]`): expired counters, codes, outbox rows, tokens and form keys. */
  async scheduled(controller, env) {
    const counts = await pruneExpired(env.DB, Math.floor(controller.scheduledTime / 1000));
    console.log('prune: rows deleted', JSON.stringify(counts));
  },
} satisfies ExportedHandler<UpstreamBindings>;
