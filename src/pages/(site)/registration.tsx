import { PageHead } from '../../components/layout/PageHead';

export default async function RegistrationPage() {
  return (
    <>
      <PageHead title="Регистрация" />
      <h1>Регистрация</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
