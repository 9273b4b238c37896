import { ROUTES } from '@common/constants';
import { guardPage } from '@edge/guards/page';
import { RegistrationScreen } from '@src/components/auth/RegistrationScreen';
import { flowStepTitle } from '@src/components/auth/SmsFlowScreen';
import { PageHead } from '@src/components/layout/PageHead';

export default async function RegistrationPage() {
  guardPage(ROUTES.registration);
  return (
    <>
      <PageHead title="Регистрация" seoKey="registration" prefix={await flowStepTitle('registration')} />
      <RegistrationScreen />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
