#!/usr/bin/env node
// A VAPID key pair for the payment reminders (Web Push, issue 42; docs/decisions/0032): prints the
// private key as the one-line JWK that VAPID_PRIVATE_KEY takes, and the public key browsers subscribe
// with (the site derives it from the private one, edge/push/vapid.ts). Locally: put the line into
// .dev.vars; deployed: `npx wrangler secret put VAPID_PRIVATE_KEY --env production` and paste it.
// A new pair makes every browser's subscription useless: clients turn reminders on again.
const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const { kty, crv, x, y, d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
console.log(`VAPID_PRIVATE_KEY=${JSON.stringify({ kty, crv, x, y, d })}`);
console.log(`# public key (application server key): ${Buffer.from(raw).toString('base64url')}`);
