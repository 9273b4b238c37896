import './contracts.css';
import { type StageState, stageWords } from '@common/deal-stages';
import { formatDate } from '@common/format';
import type { DealDetail } from '@edge/upstream/deals';

type Stage = DealDetail['stages'][number];
type Shown = StageState;

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
        .map((stage, index, sorted) => {
          const state = shownState(stage, dealStatus);
          // The first stage a rejected deal did not pass is where it was turned down.
          const rejectedHere = state === 'skipped' && (index === 0 || sorted[index - 1]?.state === 'done');
          return (
            <li
              key={stage.slug}
              className={`deal-stages__item deal-stages__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="deal-stages__row">
                <span className="deal-stages__name">{stageWords(stage, rejectedHere ? 'rejected' : state)}</span>{' '}
                {stage.completedAt ? (
                  <span className="deal-stages__state">{formatDate(stage.completedAt)}</span>
                ) : state === 'current' && sorted[index - 1]?.completedAt ? (
                  // Since the stage before it ended («Договор готовят к подписанию с 13 ноября»), never «— сейчас».
                  <span className="deal-stages__state">с {formatDate(sorted[index - 1]?.completedAt ?? '')}</span>
                ) : null}
              </span>
            </li>
          );
        })}
    </ol>
  );
}
