import type { D1Migration } from 'cloudflare:test';
import type { UpstreamBindings } from '@upstream/src/env';

declare global {
  namespace Cloudflare {
    interface Env extends UpstreamBindings {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: D1Migration[];
      EMPTY_DB: D1Database;
    }
  }
}
