import { createApp } from './app';

/** The site's shared state (a Durable Object the site binds with `script_name`: decision 0007). */
export { SharedState } from './shared/shared-state';

export default createApp();
