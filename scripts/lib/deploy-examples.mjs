// What `npm run deploy:check` refuses as the shipped examples not yet replaced (README «Deploying»),
// as a function of a config's text (tests/unit/deploy-config.test.ts).
import { parse } from 'smol-toml';
import { PRODUCTION } from './deploy-config.mjs';

/**
 * The example values the shipped configs carry for a fresh account (README «Deploying»): a
 * well-formed database id that is nobody's, and a domain that may be nobody's. A config line
 * marked with a `# REPLACE` comment holds one.
 */
export const EXAMPLE_DATABASE_ID = '6f1e2d3c-4b5a-4978-8a1b-2c3d4e5f6a7b';
export const EXAMPLE_DOMAIN = 'drive-leasing.ru';

/**
 * Why `toml` (the text of `label`) still holds the shipped examples: each `# REPLACE` comment left
 * in (whatever it marks: the company removes it once the value below is theirs), the example
 * database id anywhere (a real D1 never has it), and the example domain in the production
 * environment while a REPLACE comment still names it (a company that does own it deletes the
 * comment). Empty once every example is replaced.
 */
export function exampleProblems(label, toml) {
  const problems = [];
  const lines = toml.split(/\r?\n/);
  lines.forEach((line, i) => {
    const comment = line.match(/#\s*(REPLACE\b.*)$/);
    if (comment)
      problems.push(
        `${label}:${i + 1}: still marked «${comment[1].trim()}»: put the real value there, then delete the REPLACE comment.`,
      );
  });
  if (toml.includes(EXAMPLE_DATABASE_ID))
    problems.push(
      `${label}: database_id ${EXAMPLE_DATABASE_ID} is the shipped example: put the id \`wrangler d1 create\` prints.`,
    );
  const domainMarked = lines.some((line) => /#\s*REPLACE\b/.test(line) && line.includes(EXAMPLE_DOMAIN));
  let env;
  try {
    env = parse(toml).env?.[PRODUCTION];
  } catch {
    env = undefined;
  }
  if (domainMarked && env) {
    const exampleHost = (host) => host === EXAMPLE_DOMAIN || String(host).endsWith(`.${EXAMPLE_DOMAIN}`);
    const hostOf = (value) => {
      try {
        return new URL(String(value)).hostname;
      } catch {
        return String(value).split('/')[0];
      }
    };
    // The upstream's addresses count only where the site uses them (no UPSTREAM binding, or forced).
    const viaUrl =
      !(env.services ?? []).some((s) => s.binding === 'UPSTREAM') || String(env.vars?.UPSTREAM_VIA_URL) === 'true';
    const urls = ['PUBLIC_SITE_URL', ...(viaUrl ? ['UPSTREAM_API_URL', 'UPSTREAM_AUTH_URL'] : [])];
    const named = [
      ...(env.routes ?? []).map((r) => ['routes', typeof r === 'string' ? r : r.pattern]),
      ...urls.map((k) => [k, env.vars?.[k]]),
    ].filter(([, value]) => value !== undefined && exampleHost(hostOf(value)));
    for (const [name] of new Map(named))
      problems.push(
        `${label} [env.${PRODUCTION}]: ${name} is on the example domain ${EXAMPLE_DOMAIN}: put the company's domain.`,
      );
  }
  return problems;
}
