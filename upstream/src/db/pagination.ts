/**
 * Page fields of every paginated list, the same shape as the public API's lists
 * (`{ items, total, page, perPage, pages }`), so the site reads all lists alike.
 */
export interface PageFields {
  total: number;
  page: number;
  perPage: number;
  pages: number;
}

export const pageFields = (page: number, perPage: number, total: number): PageFields => ({
  total,
  page,
  perPage,
  pages: Math.ceil(total / perPage),
});

export const pageOffset = (page: number, perPage: number): number => (page - 1) * perPage;
