import './ErrorScreen.css';
import { errorScreenTexts } from '@common/error-screen-texts';
import { buttonClassName } from '../ui/button-class';

/** The address a 404 names, cut to a readable length (spec section 8: 'Page Not Found: {path}'). */
export function shownPath(path: string): string {
  let text = path;
  try {
    text = decodeURIComponent(path);
  } catch {
    // A malformed escape is shown as it came.
  }
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** «Адрес не найден: /path» under a 404's text. */
export function MissingPath({ path }: { path: string }) {
  return (
    <p className="error-screen__code">
      Адрес не найден: <code className="error-screen__path">{shownPath(path)}</code>
    </p>
  );
}

/**
 * Full-page error screen: image, title, description, the status and message it opened with (spec
 * section 8) with the request's reference a client reads to support (edge/observability), the way
 * back home; a 404 names the address it could not find.
 */
export function ErrorScreen({
  status,
  message,
  path,
  reference,
}: {
  status?: number;
  message?: string;
  path?: string;
  reference?: string;
}) {
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
      {status === 404 && path ? <MissingPath path={path} /> : null}
      {message ? <p className="error-screen__message">{message}</p> : null}
      {/* Button's link markup by its classes: the shell loads this screen with every page (button-class.ts). */}
      <a className={buttonClassName({})} href="/">
        <span className="btn__text">Вернуться на Главную</span>
      </a>
    </section>
  );
}
