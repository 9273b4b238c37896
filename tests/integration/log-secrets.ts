/** What no log line may hold, by name (the demo clients of upstream/seed, the token shapes). */
const FORBIDDEN: [string, RegExp][] = [
  ['a demo phone', /7?\s*\(?900\)?[\s-]*000[\s-]*00[\s-]*0[12]/],
  ['the demo password', /Demo-2026/],
  ['a bearer token', /Bearer\s+\S/i],
  ['a token field', /(?:access|refresh)_?token"?\s*[:=]\s*"?[A-Za-z0-9_-]{8}/i],
  ['a session cookie', /__Host-session=\S/],
  // The upstream's tokens: 32 random bytes as base64url (43 characters); not a hex digest.
  ['an opaque token', /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[g-zG-Z_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/],
  ['a sealed session (JWE)', /eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]*\./],
];

/** The lines that hold something forbidden, with what they hold. */
export function forbiddenIn(lines: readonly string[]): string[] {
  return lines.flatMap((line) =>
    FORBIDDEN.filter(([, pattern]) => pattern.test(line)).map(([name]) => `${name}: ${line.slice(0, 200)}`),
  );
}
