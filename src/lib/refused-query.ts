import { requestContext } from '@edge/context';

/** The page shows a field error for a value of its query: its document answers 422 (edge/middleware/refused-query.ts). */
export function refuseQuery(): void {
  requestContext()?.set('queryRefused', true);
}
