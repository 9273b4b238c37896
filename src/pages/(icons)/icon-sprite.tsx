import { isInternalRequest } from '@edge/internal';
import { IconGrid } from '@src/components/icons/IconGrid';
import { PageHead } from '@src/components/layout/PageHead';
import { unstable_getHeaders as getHeaders, unstable_notFound as notFound } from 'waku/router/server';

/**
 * The icon sprite page. Its public address is /_icons (Waku's file router reserves names that
 * start with `_`, so the edge rewrites /_icons here); this path itself answers 404.
 */
export default async function IconSpritePage() {
  if (!isInternalRequest(getHeaders())) notFound();
  return (
    <>
      <PageHead title="Иконки" canonicalPath="/_icons" />
      <h1>Иконки</h1>
      <p>Нажмите на имя, чтобы скопировать его.</p>
      <IconGrid />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
