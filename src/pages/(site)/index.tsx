import { HomeScreen } from '../../components/home/HomeScreen';

export default async function HomePage() {
  return <HomeScreen />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
