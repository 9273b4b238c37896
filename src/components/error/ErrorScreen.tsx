import './ErrorScreen.css';
import { Button } from '../ui/Button';

/** The texts of the error screen (spec section 2): 404 has its own, everything else is generic. */
export function errorScreenTexts(status: number | undefined) {
  if (status === 404) {
    return {
      title: 'Страница не найдена',
      description: 'Возможно, страница была перемещена или удалена. Проверьте адрес или начните с главной.',
    };
  }
  return {
    title: 'Что-то пошло не так',
    description: 'Мы уже работаем над исправлением, и скоро всё заработает. Попробуйте обновить страницу чуть позже.',
  };
}

/**
 * Full-page error screen: image, title, description, the status and message it opened with (spec
 * section 8) with the request's reference a client reads to support (edge/observability), the way
 * back home.
 */
export function ErrorScreen({ status, message, reference }: { status?: number; message?: string; reference?: string }) {
  const { title, description } = errorScreenTexts(status);
  return (
    <section className="error-screen" data-status={status ?? 500}>
      <img className="error-screen__image" src="/images/error.svg" alt="Ошибка" width={320} height={200} />
      <h1 className="error-screen__title">{title}</h1>
      <p className="error-screen__text">{description}</p>
      {status && status !== 404 ? (
        <p className="error-screen__code">
          Код ошибки: {status}
          {reference ? ` · ${reference}` : null}
        </p>
      ) : null}
      {message ? <p className="error-screen__message">{message}</p> : null}
      <Button href="/">Вернуться на Главную</Button>
    </section>
  );
}
