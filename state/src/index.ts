/**
 * The site's sidecar worker (state/wrangler.toml): it exists to export the Durable Object classes
 * the site binds as SHARED_STATE and SIGN_OUTS with `script_name` (Waku's generated entry exports none; decision
 * 0007). It ships and deploys with the site, not with the back office. Nothing reaches it over
 * HTTP: in production it has no address, and its fetch handler only says what it is.
 */
export { SharedState } from './shared-state';
export { SignOutQueue } from './sign-out-queue';

export default {
  fetch: () =>
    new Response('leasing-state: the site’s shared state (a Durable Object bound by the site)', { status: 404 }),
} satisfies ExportedHandler;
