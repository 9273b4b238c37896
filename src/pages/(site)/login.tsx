import { PageHead } from '../../components/layout/PageHead';

export default async function LoginPage() {
  return (
    <>
      <PageHead title="Вход в личный кабинет" />
      <h1>Вход в личный кабинет</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
