import './SiteFooter.css';
import { ROUTES } from '@common/constants';
import { SITE_NAME } from '@src/lib/site';
import type { ReactNode } from 'react';
import { AppLink } from '../shell/AppLink';

/** Footer of the default layout; `contacts` is the company's contact block (from the upstream). */
export function SiteFooter({ contacts }: { contacts?: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Разделы сайта" className="site-footer__nav">
          <AppLink href={ROUTES.catalog}>Каталог</AppLink>
          <AppLink href={ROUTES.credit}>Кредит</AppLink>
          <AppLink href={ROUTES.tradeIn}>Trade-in</AppLink>
          <AppLink href={ROUTES.news}>Новости</AppLink>
          <AppLink href={ROUTES.about}>О компании</AppLink>
          <AppLink href={ROUTES.contacts}>Контакты</AppLink>
          <AppLink href={ROUTES.accessibility}>Доступность сайта</AppLink>
          <AppLink href={ROUTES.personalDataPolicy}>Политика обработки персональных данных</AppLink>
        </nav>
        <div className="site-footer__contacts">{contacts}</div>
        <p className="site-footer__copy">
          © {year} {SITE_NAME}. Лизинг и подписка на автомобили для частных лиц и бизнеса.
        </p>
      </div>
    </footer>
  );
}
