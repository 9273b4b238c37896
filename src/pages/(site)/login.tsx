import { guardPage } from '@edge/guards/page';
import { LoginScreen } from '@src/components/auth/LoginScreen';
import { RestoreScreen } from '@src/components/auth/RestoreScreen';
import { PageHead } from '@src/components/layout/PageHead';

/** /login; `?mode=restore` is the password restore by SMS reached from it. */
export default async function LoginPage({ query }: { query?: string }) {
  guardPage('/login');
  const restore = new URLSearchParams(query ?? '').get('mode') === 'restore';
  return (
    <>
      <PageHead
        title={restore ? 'Восстановление пароля' : 'Вход в личный кабинет'}
        seoKey={restore ? undefined : 'login'}
      />
      {restore ? <RestoreScreen /> : <LoginScreen />}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
