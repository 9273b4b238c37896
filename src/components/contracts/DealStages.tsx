import './contracts.css';
import { formatDate } from '@common/format';
import type { DealDetail } from '@edge/upstream/deals';

const STATE = new Map([
  ['done', 'пройден'],
  ['current', 'текущий этап'],
  ['pending', 'впереди'],
]);

/** The stages of a deal as an ordered list: done, current, to come. */
export function DealStages({ stages }: { stages: DealDetail['stages'] }) {
  return (
    <ol className="deal-stages">
      {[...stages]
        .sort((a, b) => a.position - b.position)
        .map((stage) => (
          <li
            key={stage.slug}
            className={`deal-stages__item deal-stages__item--${stage.state}`}
            aria-current={stage.state === 'current' ? 'step' : undefined}
          >
            <span className="deal-stages__name">{stage.name}</span>
            <span className="deal-stages__state">
              {STATE.get(stage.state)}
              {stage.completedAt ? `, ${formatDate(stage.completedAt)}` : ''}
            </span>
          </li>
        ))}
    </ol>
  );
}
