import { afterAll, expect } from 'vitest';
import { forbiddenIn } from './log-secrets';

/**
 * Every console line a workerd test file writes (the site's edge and the upstream app alike) is
 * kept, and after the file none may carry a demo client's phone or password, a token or a session
 * cookie (issue 33: logs never carry personal data). Set up for both workerd projects.
 */
const written: string[] = [];

const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.message}\n${value.stack ?? ''}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const line = args.map(text).join(' ');
    written.push(line);
    // The site's JSON lines (one a request) are checked, not printed: the output stays readable.
    if (!line.startsWith('{"id":')) original(...args);
  };
}

afterAll(() => {
  expect(forbiddenIn(written)).toEqual([]);
});
