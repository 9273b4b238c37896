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
  // Issue 37: `GET /+79161234567` was logged with the number. Any phone written as +7…, and any
  // run of digits in a request line's route (a pattern never has one), is raw path text.
  ['a phone', /(?:\+|%2B)7[\s(-]*9\d{2}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}/i],
  ['raw path text in a route', /"route":"[^"]*\d{3}/],
];

/** The lines that hold something forbidden, with what they hold. */
export function forbiddenIn(lines: readonly string[]): string[] {
  return lines.flatMap((line) =>
    FORBIDDEN.filter(([, pattern]) => pattern.test(line)).map(([name]) => `${name}: ${line.slice(0, 200)}`),
  );
}
