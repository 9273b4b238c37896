import { redirectStatus, redirectTarget, routeRuleFor } from '@edge/route-rules';
import { HomeScreen } from '@src/components/home/HomeScreen';
import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';

/** Any single path segment without a dot that is no other route shows the home screen (spec section 2). */
export default async function AnyPage({ page }: PageProps<'/[page]'>) {
  // Document requests are redirected by the edge; this covers client navigation (RSC requests),
  // where Waku turns an external target into a full page load.
  const rule = routeRuleFor(`/${page}`);
  if (rule) redirect(redirectTarget(rule), redirectStatus(rule));
  if (page.includes('.')) notFound();
  return <HomeScreen />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
