import { ROUTES } from '../../common/constants';
import { PUBLIC_PAGES, type PublicPage } from '../../common/pages';
import { everyPage } from './every-page';

/** What a visitor reads on a public page's sample address with the seed's data. */
type PageTexts = {
  /** The start of its first-level heading (the upstream's text may name it more fully: «О компании «Драйв Лизинг»»). */
  heading: string;
  /** The start of its title (the site's name follows), where it is not the start of its heading. */
  title?: string;
  /** Whether its main content is the upstream's data: without it the page says «Не удалось загрузить». */
  data: boolean;
};

/**
 * Keyed by the routes of the one page list (common/pages.ts). The site has no single source of
 * titles (each page names its own, the upstream's SEO data wins), so the expected texts are
 * written here, once for every suite that reads them.
 */
const TEXTS: Record<string, PageTexts> = {
  [ROUTES.home]: {
    heading: 'Лизинг автомобилей для частных лиц и бизнеса',
    title: 'Лизинг автомобилей для физических и юридических лиц',
    data: false,
  },
  [ROUTES.catalog]: { heading: 'Каталог автомобилей', data: true },
  [`${ROUTES.catalog}/[slug]`]: { heading: 'Haval Jolion, 2025', data: true },
  [ROUTES.news]: { heading: 'Новости', data: true },
  [`${ROUTES.news}/[code]`]: { heading: 'Драйв Лизинг открыл офис в Нижнем Новгороде', data: true },
  [ROUTES.about]: { heading: 'О компании', data: true },
  [ROUTES.credit]: { heading: 'Автокредит', data: true },
  [ROUTES.tradeIn]: { heading: 'Trade-in', data: true },
  [ROUTES.contacts]: { heading: 'Контакты', data: true },
  [ROUTES.leasingCalculator]: { heading: 'Калькулятор лизинга', data: false },
  [ROUTES.compare]: { heading: 'Сравнение автомобилей', data: false },
  [ROUTES.favourites]: { heading: 'Избранное', data: false },
  [ROUTES.accessibility]: { heading: 'Доступность сайта', data: false },
  [ROUTES.personalDataPolicy]: {
    heading: 'Политика ООО «Драйв Лизинг» в отношении обработки персональных данных',
    title: 'Политика обработки персональных данных',
    data: true,
  },
  [ROUTES.login]: { heading: 'Вход в личный кабинет', data: false },
  // Each step names itself first (WCAG 2.4.2: the steps are told apart by their titles).
  [ROUTES.registration]: { heading: 'Регистрация', title: 'Шаг 1 из 3. Регистрация', data: false },
  [ROUTES.icons]: { heading: 'Иконки', data: false },
};

/** Every public page of the one page list with its expected texts. */
export const PUBLIC_PAGE_TEXTS = everyPage(PUBLIC_PAGES, TEXTS, 'tests/e2e/public-pages.ts');

/** The icon sprite page: the one public page outside the default layout, and it calls no upstream. */
export const isIconSprite = (page: PublicPage) => page.route === ROUTES.icons;
