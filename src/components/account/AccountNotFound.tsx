import { errorScreenTexts } from '@common/error-screen-texts';
import { Button } from '@src/components/ui/Button';
import { MissingPath } from '../error/ErrorScreen';

/** The 404 inside the account: the account's menu stays around it, and the way back is the account home. */
export function AccountNotFound({ path }: { path?: string }) {
  const { title } = errorScreenTexts(404);
  return (
    <section className="account-not-found" data-status={404}>
      <h1>{title}</h1>
      <p>Возможно, страница была перемещена или удалена. Проверьте адрес или вернитесь в личный кабинет.</p>
      {path ? <MissingPath path={path} /> : null}
      <Button href="/account" icon="arrow-left">
        В личный кабинет
      </Button>
    </section>
  );
}
