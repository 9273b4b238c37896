import { isLegalEntity } from '@common/client-type';
import './Reviews.css';
import { formatDate, formatNumber, isoDay } from '@common/format';
import type { Review } from '@edge/upstream/reviews';
import type { SectionLoaded } from '@src/lib/section-data';
import { SectionUnavailable } from '../ui/SectionUnavailable';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="review__rating">
      <span aria-hidden="true">{'★'.repeat(Math.round(rating)).padEnd(5, '☆')}</span>
      <span className="visually-hidden">Оценка {rating} из 5</span>
    </p>
  );
}

/**
 * Clients' reviews with the average rating: a secondary section of the home page, «Не удалось
 * загрузить…» in place when they did not come.
 */
export function Reviews({
  reviews: section,
}: {
  reviews: SectionLoaded<{ items: Review[]; averageRating: number | null }>;
}) {
  if (section.data && !section.data.items.length) return null;
  return (
    <section className="page-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        Отзывы клиентов
      </h2>
      {section.data ? (
        <ReviewList {...section.data} />
      ) : (
        <SectionUnavailable failure={section.failure} what="отзывы" anchor="reviews-title" />
      )}
    </section>
  );
}

function ReviewList({ items: reviews, averageRating }: { items: Review[]; averageRating: number | null }) {
  return (
    <>
      {averageRating !== null ? (
        <p className="section-lead">Средняя оценка: {formatNumber(averageRating, 1)} из 5</p>
      ) : null}
      <ul className="card-grid">
        {reviews.map((review) => (
          <li key={review.id}>
            <article className="review">
              <Stars rating={review.rating} />
              <blockquote className="review__text">
                <p>{review.text}</p>
              </blockquote>
              <p className="review__author">
                <strong>{review.author}</strong>
                {review.city ? `, ${review.city}` : ''}
                {isLegalEntity(review.clientType) ? ' · юридическое лицо' : ''}
              </p>
              <p className="review__meta">
                {review.car ? `${review.car} · ` : ''}
                <time dateTime={isoDay(review.createdAt)}>{formatDate(review.createdAt)}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
