import './contracts.css';
import { formatDate } from '@common/format';
import type { DealDetail } from '@edge/upstream/deals';

type Stage = DealDetail['stages'][number];
type Shown = 'done' | 'current' | 'pending' | 'skipped';

const STATE = new Map<Shown, string>([
  ['done', 'пройден'],
  ['current', 'текущий этап'],
  ['pending', 'впереди'],
  ['skipped', 'не состоялся: сделка отклонена'],
]);

/**
 * A stage as the client should read it: after a rejection nothing is ahead, so a stage the deal
 * never reached did not take place (the upstream still calls it «pending»).
 */
export function shownState(stage: Stage, dealStatus: string): Shown {
  return dealStatus === 'rejected' && stage.state !== 'done' ? 'skipped' : stage.state;
}

/** The stages of a deal as a numbered list: done, current, to come (or not taking place). */
export function DealStages({ stages, dealStatus }: { stages: DealDetail['stages']; dealStatus: string }) {
  return (
    <ol className="deal-stages">
      {[...stages]
        .sort((a, b) => a.position - b.position)
        .map((stage) => {
          const state = shownState(stage, dealStatus);
          return (
            <li
              key={stage.slug}
              className={`deal-stages__item deal-stages__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="deal-stages__row">
                <span className="deal-stages__name">{stage.name}</span>
                <span className="deal-stages__state">
                  {STATE.get(state)}
                  {stage.completedAt ? `, ${formatDate(stage.completedAt)}` : ''}
                </span>
              </span>
            </li>
          );
        })}
    </ol>
  );
}
