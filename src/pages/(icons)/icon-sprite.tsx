import '@src/components/icons/icons.css';
import { isInternalRequest } from '@edge/internal';
import { CopyIconName } from '@src/components/icons/CopyIconName';
import { PageHead } from '@src/components/layout/PageHead';
import { Icon } from '@src/components/ui/Icon';
import { ICON_NAMES } from '@src/components/ui/icon-names';
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
      <ul className="icon-grid">
        {ICON_NAMES.map((name) => (
          <li key={name} className="icon-card">
            <Icon name={name} size="lg" />
            <CopyIconName name={name} />
          </li>
        ))}
      </ul>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
