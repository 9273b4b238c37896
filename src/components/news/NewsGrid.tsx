import './NewsGrid.css';
import type { NewsItem } from '@edge/upstream/news';
import { CardGrid } from '../ui/CardGrid';
import { NewsCard } from './NewsCard';

/**
 * News teasers in a card grid (the news list, the home page, similar news): two columns from a wide
 * phone. `firstInView`: the list opens in view, so its first cover is the page's largest paint.
 */
export function NewsGrid({
  items,
  headingLevel,
  firstInView = false,
}: {
  items: NewsItem[];
  headingLevel?: 2 | 3;
  firstInView?: boolean;
}) {
  return (
    <CardGrid items={items} keyOf={(item) => item.id} className="news-grid">
      {(item, index) => <NewsCard item={item} headingLevel={headingLevel} first={firstInView && index === 0} />}
    </CardGrid>
  );
}
