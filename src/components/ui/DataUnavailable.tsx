import { requestHref } from '@src/lib/request-url';
import { ServerToast } from '../shell/ServerToast';
import { EmptyState } from './EmptyState';

/**
 * In place of a page's data when the upstream answered 429 or 500 (spec section 8): the page keeps
 * its heading and frame, the upstream's message comes as an error toast, and a plain link reloads
 * the page.
 */
export function DataUnavailable({ toast, what = 'данные' }: { toast: string; what?: string }) {
  return (
    <EmptyState role="status">
      <ServerToast message={toast} />
      <p>Не удалось загрузить {what}. Попробуйте обновить страницу через минуту.</p>
      <a href={requestHref()}>Обновить страницу</a>
    </EmptyState>
  );
}
