import { pageTitle } from '../../lib/site';

/** Title and description of a page; Waku hoists them into <head>. */
export function PageHead({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
