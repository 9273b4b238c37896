import { guardPage } from '../../components/account/page-guard';
import { RegistrationScreen } from '../../components/auth/RegistrationScreen';
import { PageHead } from '../../components/layout/PageHead';

export default async function RegistrationPage() {
  guardPage('/registration');
  return (
    <>
      <PageHead title="Регистрация" seoKey="registration" />
      <RegistrationScreen />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
