import { z } from 'zod';

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  pages: number;
}

export const paged = <T>(items: T[], total: number, page: number, perPage: number): Paged<T> => ({
  items,
  total,
  page,
  perPage,
  pages: Math.ceil(total / perPage),
});

/** ?page=&perPage= of a GET list; query strings arrive as text, hence coercion. */
export const pageParams = (defaultPerPage: number, maxPerPage: number) => ({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
});
