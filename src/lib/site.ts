/** Brand name used in titles; the company's own details come from the upstream `info`. */
export const SITE_NAME = 'Драйв Лизинг';

export const pageTitle = (title: string) => (title === SITE_NAME ? title : `${title} — ${SITE_NAME}`);
