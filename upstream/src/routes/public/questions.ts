import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { methodNotAllowed } from '../../http/method-not-allowed';

interface Row {
  id: number;
  slug: string;
  name: string;
}

/** Dropdowns of the question form: what kind of message, about what. */
export function questionRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/question-types', async (c) => {
    const { results } = await c.env.DB.prepare('SELECT id, slug, name FROM question_types ORDER BY id').all<Row>();
    return c.json({ items: results });
  });
  r.all('/question-types', methodNotAllowed('GET'));
  r.get('/question-categories', async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT id, slug, name FROM question_categories ORDER BY sort',
    ).all<Row>();
    return c.json({ items: results });
  });
  r.all('/question-categories', methodNotAllowed('GET'));
  return r;
}
