import { newsItemPath } from '@common/constants';
import './NewsCard.css';
import { formatDate, isoDay } from '@common/format';
import type { NewsItem } from '@edge/upstream/news';
import { AppLink } from '../shell/AppLink';
import { Picture } from '../ui/Picture';

/** A news item's category and date: under a teaser's cover, under an article's heading. */
export function NewsMeta({ item }: { item: Pick<NewsItem, 'category' | 'publishedAt'> }) {
  return (
    <p className="news-card__meta">
      <span>{item.category.name}</span>
      <time dateTime={isoDay(item.publishedAt)}>{formatDate(item.publishedAt)}</time>
    </p>
  );
}

/**
 * A news teaser: cover, category, date, title (the link) and preview. The cover is lazy but for
 * the `first` teaser of a list that opens in view, whose cover is the page's largest paint.
 */
export function NewsCard({
  item,
  headingLevel = 2,
  first = false,
}: {
  item: NewsItem;
  headingLevel?: 2 | 3;
  first?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="news-card">
      {item.image ? <Picture image={item.image} className="news-card__image" largestPaint={first} /> : null}
      <div className="news-card__body">
        <NewsMeta item={item} />
        <Heading className="news-card__title">
          <AppLink href={newsItemPath(item.code)} className="news-card__link">
            {item.title}
          </AppLink>
        </Heading>
        {item.preview ? <p className="news-card__preview">{item.preview}</p> : null}
      </div>
    </article>
  );
}
