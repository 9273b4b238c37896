import type { PageProps } from 'waku/router';
import { HomeScreen } from '../../components/home/HomeScreen';

export default async function HomePage({ query }: PageProps<'/'>) {
  return <HomeScreen query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
