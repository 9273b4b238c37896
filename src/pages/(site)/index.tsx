import { HomeScreen } from '@src/components/home/HomeScreen';
import type { PageProps } from 'waku/router';

export default async function HomePage({ query }: PageProps<'/'>) {
  return <HomeScreen query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
