import './NewsCard.css';
import { formatDate, isoDay } from '@common/format';
import type { NewsItem } from '@edge/upstream/news';
import { pictureLoading } from '@src/lib/picture-loading';
import { AppLink } from '../shell/AppLink';

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
      {item.image ? (
        <img
          className="news-card__image"
          src={item.image.src}
          width={item.image.width}
          height={item.image.height}
          alt=""
          {...pictureLoading(first)}
          decoding="async"
        />
      ) : null}
      <div className="news-card__body">
        <p className="news-card__meta">
          <span>{item.category.name}</span>
          <time dateTime={isoDay(item.publishedAt)}>{formatDate(item.publishedAt)}</time>
        </p>
        <Heading className="news-card__title">
          <AppLink href={`/news/${item.code}`} className="news-card__link">
            {item.title}
          </AppLink>
        </Heading>
        {item.preview ? <p className="news-card__preview">{item.preview}</p> : null}
      </div>
    </article>
  );
}
