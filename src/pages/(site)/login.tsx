import { ROUTES } from '@common/constants';
import { RETURN_PARAM, returnPath } from '@edge/guards/login-path';
import { guardPage } from '@edge/guards/page';
import { LoginScreen } from '@src/components/auth/LoginScreen';
import { RestoreScreen } from '@src/components/auth/RestoreScreen';
import { PageHead } from '@src/components/layout/PageHead';

/** /login; `?mode=restore` is the password restore by SMS reached from it. */
export default async function LoginPage({ query }: { query?: string }) {
  guardPage(ROUTES.login);
  const params = new URLSearchParams(query ?? '');
  const restore = params.get('mode') === 'restore';
  const next = returnPath(params.get(RETURN_PARAM));
  return (
    <>
      <PageHead
        title={restore ? 'Восстановление пароля' : 'Вход в личный кабинет'}
        seoKey={restore ? undefined : 'login'}
      />
      {restore ? <RestoreScreen /> : <LoginScreen next={next} />}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
