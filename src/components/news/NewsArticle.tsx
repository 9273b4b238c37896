import './article.css';
import type { NewsArticle as Article } from '@edge/upstream/news';
import { HtmlContent } from '../content/HtmlContent';
import { Picture } from '../ui/Picture';
import { NewsMeta } from './NewsCard';

/** A news article: heading, category and date, the cover (the page's largest paint) and the body. */
export function NewsArticle({ article }: { article: Article }) {
  return (
    <article className="article">
      <header className="article__header">
        <h1>{article.title}</h1>
        <NewsMeta item={article} />
      </header>
      {article.image ? (
        <Picture image={article.image} className="article__image" alt={article.image.alt} largestPaint />
      ) : null}
      <HtmlContent html={article.bodyHtml} className="rich-text article__body" />
    </article>
  );
}
