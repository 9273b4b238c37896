import { formatDate } from '@common/format';
import { ownValue } from '@common/own-keys';
import { FieldShell } from '../forms/FieldShell';
import { PlainInput, PlainSelect } from '../forms/PlainControls';
import { Button } from '../ui/Button';
import './statement.css';

type Props = {
  action: string;
  values: { from: string; to: string; contract: string };
  errors: Record<string, string[]>;
  /** The contracts to choose from: a private person's statement is of one contract. */
  contracts: { id: number; number: string; car: string }[];
  /** A legal entity may leave the contract empty: every contract. */
  allContracts: boolean;
  today: string;
};

const first = (errors: Record<string, string[]>, name: string) => ownValue(errors, name)?.[0];

function DayField({
  name,
  label,
  value,
  error,
  max,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  max: string;
}) {
  const id = `statement-${name}`;
  return (
    <FieldShell id={id} label={label} error={error} required>
      <PlainInput
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        max={max}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldShell>
  );
}

/**
 * The period of the statement: a plain GET form (the page shows the balances and the download
 * links for it), checked by `common/statement-query.ts`, its errors beside the fields.
 */
export function StatementForm({ action, values, errors, contracts, allContracts, today }: Props) {
  const contractError = first(errors, 'contract');
  return (
    <form method="get" action={action} className="statement-form" aria-label="Период документа">
      <DayField name="from" label="Начало периода" value={values.from} error={first(errors, 'from')} max={today} />
      <DayField name="to" label="Конец периода" value={values.to} error={first(errors, 'to')} max={today} />
      <FieldShell id="statement-contract" label="Договор" error={contractError} hint={`Данные на ${formatDate(today)}`}>
        <PlainSelect
          id="statement-contract"
          name="contract"
          defaultValue={values.contract}
          aria-invalid={contractError ? true : undefined}
          aria-describedby={
            contractError ? 'statement-contract-error statement-contract-hint' : 'statement-contract-hint'
          }
        >
          {allContracts ? <option value="">Все договоры</option> : null}
          {contracts.map((c) => (
            <option key={c.id} value={c.id}>
              №&nbsp;{c.number}, {c.car}
            </option>
          ))}
        </PlainSelect>
      </FieldShell>
      <Button type="submit" size="md" theme="secondary">
        Показать
      </Button>
    </form>
  );
}
