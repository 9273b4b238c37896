import { API_ROUTES } from '@common/api-routes';
import { contractPath } from '@common/constants';
import './payment.css';
import { type ContractQuery, contractSearch } from '@common/contract-query';
import type { BuyoutBounds, BuyoutEstimate, BuyoutPlanDay } from '@common/early-buyout';
import { formatDate, formatDateShort, formatRoubles } from '@common/format';
import type { FormInitial } from '@common/forms/answer';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { AccountMore } from '../account/AccountMore';
import { type Fact, Facts } from '../account/Facts';
import { TableFilters } from '../account/TableFilters';
import { FieldShell } from '../forms/FieldShell';
import { Form } from '../forms/Form';
import { PlainInput } from '../forms/PlainControls';
import { TextAreaField } from '../forms/TextAreaField';
import { Button } from '../ui/Button';
import { BuyoutPlan } from './BuyoutPlan';

type Props = {
  /** The estimate for the chosen day; null when the day typed is refused (`error` says why). */
  estimate: BuyoutEstimate | null;
  bounds: BuyoutBounds;
  /** The day in the field: the estimate's, or the refused one as typed. */
  day: string;
  error: string | undefined;
  query: ContractQuery;
  contractId: number;
  /** The request form's no-JS result (`formInitial`). */
  request?: FormInitial;
  /** The planner's days (`buyoutPlan`). */
  plan: readonly BuyoutPlanDay[];
  /** A day the client chose (in the URL): its breakdown opens. */
  chosen?: boolean;
};

/** Where the request is posted (edge/routes/account-actions.ts). */
const REQUEST_ACTION = API_ROUTES.earlyBuyout;

/**
 * The scheduled payments up to the buyout day: a range of days, one day, or nothing at all when
 * the day is today and nothing falls on it (never «с 26 ноября по 26 ноября 0 ₽»).
 */
function scheduledFact(estimate: BuyoutEstimate): Fact | null {
  const value = formatRoubles(estimate.due);
  if (estimate.date !== estimate.today) {
    return { label: `Платежи по графику с ${formatDate(estimate.today)} по ${formatDate(estimate.date)}`, value };
  }
  return estimate.due > 0 ? { label: `Платёж по графику ${formatDate(estimate.date)}`, value } : null;
}

/**
 * The early buyout estimate for a chosen day between today and the contract's end (a GET form: the
 * day is in the URL; the page checks the same bounds as the field's min and max). Each figure says
 * what it includes and as of which day.
 */
export function EarlyBuyout({ estimate, bounds, day, error, query, contractId, request, plan, chosen }: Props) {
  const keep = new URLSearchParams(contractSearch({ ...query, buyout: undefined }).slice(1));
  return (
    <>
      <BuyoutPlan plan={plan} chosen={day} query={query} contractId={contractId} />
      <TableFilters action={`${contractPath(contractId)}#buyout`} label="Расчёт досрочного выкупа">
        {[...keep].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <FieldShell
          id="buyout-day"
          label="Дата выкупа"
          hint={`С ${formatDateShort(bounds.min)} по ${formatDateShort(bounds.max)}, конец договора`}
          error={error}
        >
          <PlainInput
            id="buyout-day"
            type="date"
            name="buyout"
            defaultValue={day}
            min={bounds.min}
            max={bounds.max}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'buyout-day-error buyout-day-hint' : 'buyout-day-hint'}
          />
        </FieldShell>
        <Button type="submit" size="md" theme="secondary">
          Рассчитать
        </Button>
      </TableFilters>
      {estimate ? (
        <>
          {/* The breakdown folds under its total (the planner above gives each day's): a phone's
              contract page stays short; a day the client chose opens it. */}
          <AccountMore
            summary={`Оценка на ${formatDateShort(estimate.date)}: ≈ ${formatRoubles(estimate.total)}`}
            open={chosen || undefined}
          >
            <Facts
              label={`Оценка на ${formatDate(estimate.date)}`}
              items={[
                {
                  label: `Остаток основного долга после платежей по ${formatDate(estimate.date)}`,
                  value: formatRoubles(estimate.principal),
                },
                { label: 'в том числе выкупной платёж', value: formatRoubles(estimate.buyout) },
                estimate.interest > 0
                  ? {
                      label: `Проценты с последнего платёжного дня по ${formatDate(estimate.date)}`,
                      value: formatRoubles(estimate.interest),
                    }
                  : null,
                {
                  label: `Просрочено на ${formatDate(estimate.today)}`,
                  value: formatRoubles(estimate.overdue),
                  alert: estimate.overdue > 0,
                },
                scheduledFact(estimate),
                {
                  label: estimate.penaltiesOn ? `Пени на ${formatDate(estimate.penaltiesOn)}` : 'Пени',
                  value: formatRoubles(estimate.penalties),
                  alert: estimate.penalties > 0,
                },
                {
                  // An estimate, not an offer: the manager names the exact sum (the request below).
                  label: 'Итого для закрытия договора, оценка',
                  value: `≈ ${formatRoubles(estimate.total)}`,
                },
              ]}
            />
          </AccountMore>
          {/* Folded until asked for (a phone's contract page stays short); open with a plain form's answer. */}
          <AccountMore summary="Запросить досрочный выкуп" open={request !== undefined} action>
            <p className="estimate__note">
              Оценка — не предложение. Менеджер получит дату {formatDate(estimate.date)} и оценку ≈{' '}
              {formatRoubles(estimate.total)}, рассчитает точную сумму и свяжется с вами.
            </p>
            <Form
              action={REQUEST_ACTION}
              id={ACCOUNT_FORMS.earlyBuyout}
              label="Запросить досрочный выкуп"
              submitLabel="Отправить запрос"
              consent
              successToast
              className="account-form"
              back={`${contractPath(contractId)}${contractSearch(query, { buyout: estimate.date })}`}
              hidden={{ contractId: String(contractId), date: estimate.date, estimate: String(estimate.total) }}
              initial={request}
            >
              <TextAreaField name="comment" label="Комментарий" hint="Необязательно: удобное время звонка, вопросы" />
            </Form>
          </AccountMore>
        </>
      ) : null}
    </>
  );
}
