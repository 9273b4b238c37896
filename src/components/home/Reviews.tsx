import { isLegalEntity } from '@common/client-type';
import './Reviews.css';
import { formatDate, formatNumber, isoDay } from '@common/format';
import type { Review } from '@edge/upstream/reviews';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="review__rating">
      <span aria-hidden="true">{'★'.repeat(Math.round(rating)).padEnd(5, '☆')}</span>
      <span className="visually-hidden">Оценка {rating} из 5</span>
    </p>
  );
}

/** Clients' reviews with the average rating. */
export function Reviews({ reviews, averageRating }: { reviews: Review[]; averageRating: number | null }) {
  if (!reviews.length) return null;
  return (
    <section className="page-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        Отзывы клиентов
      </h2>
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
    </section>
  );
}
