import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { HomeScreen } from '../../components/home/HomeScreen';

/** Any single path segment without a dot that is no other route shows the home screen (spec section 2). */
export default async function AnyPage({ page }: PageProps<'/[page]'>) {
  if (page.includes('.')) notFound();
  return <HomeScreen />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
