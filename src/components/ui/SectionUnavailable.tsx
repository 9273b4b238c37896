import { requestHref } from '@src/lib/request-url';
import type { SectionFailure } from '@src/lib/section-data';
import { ServerToast } from '../shell/ServerToast';
import { EmptyState } from './EmptyState';

/**
 * In place of a secondary section whose data did not come (src/lib/section-data.ts): the rest of
 * the page stands; a `toast` failure (429, 500) also shows the upstream's message as the error
 * toast. The link reloads the page at the section — it works without JavaScript.
 */
export function SectionUnavailable({
  failure,
  what,
  anchor,
}: {
  failure: SectionFailure;
  what: string;
  anchor?: string;
}) {
  return (
    <EmptyState role="status">
      {failure.toast ? <ServerToast message={failure.toast} /> : null}
      <p>Не удалось загрузить {what}.</p>
      <a href={anchor ? `${requestHref()}#${anchor}` : requestHref()}>Загрузить снова</a>
    </EmptyState>
  );
}
