// The local secrets of both workers: .dev.vars and upstream/.dev.vars, written from their examples.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './wrangler.mjs';

/**
 * Local secrets of both workers (never in a wrangler.toml: npm run deploy:check refuses that).
 * The site's .dev.vars comes from the example with a fresh session key; the upstream's
 * upstream/.dev.vars (wrangler reads .dev.vars beside the config) from its example, with the
 * site's OAuth client secret so the two always agree.
 */
export function ensureDevVars() {
  const file = path.join(root, '.dev.vars');
  const fresh = () => randomBytes(32).toString('base64url');
  if (existsSync(file)) {
    // A .dev.vars written before a key existed gets it once.
    for (const name of ['ALTCHA_HMAC_KEY', 'VISITOR_ADDRESS_KEY']) {
      const current = readFileSync(file, 'utf8');
      if (!new RegExp(`^${name}=`, 'm').test(current)) {
        writeFileSync(file, `${current.replace(/\n?$/, '\n')}${name}=${fresh()}\n`);
        console.log(`Added a new local ${name} to .dev.vars.`);
      }
    }
  } else {
    const example = readFileSync(path.join(root, '.dev.vars.example'), 'utf8');
    writeFileSync(
      file,
      example
        .replace(/^SESSION_SECRETS=.*$/m, `SESSION_SECRETS=${fresh()}`)
        .replace(/^ALTCHA_HMAC_KEY=.*$/m, `ALTCHA_HMAC_KEY=${fresh()}`)
        .replace(/^VISITOR_ADDRESS_KEY=.*$/m, `VISITOR_ADDRESS_KEY=${fresh()}`),
    );
    console.log('Created .dev.vars with a new local session secret, challenge key and visitor-address key.');
  }
  const siteVars = readFileSync(file, 'utf8');
  const clientSecret = siteVars.match(/^OAUTH_CLIENT_SECRET=(.*)$/m)?.[1];
  // The site signs the visitor's address with it wherever it reaches the upstream by URL (npm run
  // dev, the e2e fault site): the upstream must hold the same value to believe it.
  const visitorKey = siteVars.match(/^VISITOR_ADDRESS_KEY=(.*)$/m)?.[1];
  const upstreamFile = path.join(root, 'upstream', '.dev.vars');
  if (!existsSync(upstreamFile)) {
    const example = readFileSync(path.join(root, 'upstream', '.dev.vars.example'), 'utf8');
    writeFileSync(
      upstreamFile,
      clientSecret ? example.replace(/^OAUTH_CLIENT_SECRET=.*$/m, `OAUTH_CLIENT_SECRET=${clientSecret}`) : example,
    );
    console.log('Created upstream/.dev.vars with the local OAuth client secret.');
  }
  // Written before the SMS key was listed in upstream/wrangler.toml's [secrets]: empty, no gateway.
  if (!/^SMSRU_API_ID=/m.test(readFileSync(upstreamFile, 'utf8')))
    writeFileSync(upstreamFile, `${readFileSync(upstreamFile, 'utf8').replace(/\n?$/, '\n')}SMSRU_API_ID=\n`);
  const upstreamVars = readFileSync(upstreamFile, 'utf8');
  if (visitorKey && upstreamVars.match(/^VISITOR_ADDRESS_KEY=(.*)$/m)?.[1] !== visitorKey) {
    const line = `VISITOR_ADDRESS_KEY=${visitorKey}`;
    writeFileSync(
      upstreamFile,
      /^VISITOR_ADDRESS_KEY=/m.test(upstreamVars)
        ? upstreamVars.replace(/^VISITOR_ADDRESS_KEY=.*$/m, line)
        : `${upstreamVars.replace(/\n?$/, '\n')}${line}\n`,
    );
    console.log("Set upstream/.dev.vars' VISITOR_ADDRESS_KEY to the site's.");
  }
}
