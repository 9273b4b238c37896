import { ROUTES } from '@common/constants';
import { formatDate, formatRoubles } from '@common/format';
import { parseStatementQuery, type StatementQuery, statementSearch } from '@common/statement-query';
import { accountSession } from '@edge/guards/page';
import { accountToday } from '@edge/upstream/account-today';
import { listContracts } from '@edge/upstream/contracts';
import { requestTransport } from '@edge/upstream/request';
import { loadStatement } from '@edge/upstream/statement';
import { AccountSection } from '@src/components/account/AccountSection';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { StatementBalances } from '@src/components/statement/StatementBalances';
import { StatementForm } from '@src/components/statement/StatementForm';
import { Button } from '@src/components/ui/Button';
import { EmptyState } from '@src/components/ui/EmptyState';
import { loadOwnResource, loadPageData } from '@src/lib/page-data';
import type { PageProps } from 'waku/router';

const PAGE = ROUTES.accountDocuments;

/** What the closing balance means to the client, in words. */
function closingText(closing: number, to: string): string {
  const day = formatDate(to);
  if (closing > 0) return `На ${day} ваша задолженность — ${formatRoubles(closing / 100)}.`;
  if (closing < 0) return `На ${day} ваша переплата — ${formatRoubles(-closing / 100)}.`;
  return `На ${day} задолженности нет.`;
}
const EXPORTS = '/api/account/statement';

/**
 * Documents for a period (issue 39): a legal entity's акт сверки взаимных расчётов across its
 * contracts (or one), a private person's statement of one contract; the balances on the page, the
 * files as plain links (PDF, CSV for Excel and, for a legal entity, the accountant's ZIP with the
 * period's bills). The period is a GET form that works without JavaScript.
 */
export default async function AccountDocumentsPage({ query: rawQuery }: PageProps<'/account/documents'>) {
  const session = accountSession(PAGE);
  const legal = session.profile.isLegalEntity;
  const t = requestTransport();
  const today = accountToday(t);
  const parsed = parseStatementQuery(rawQuery ?? '', today);
  const contracts = await loadPageData(() => listContracts(t));
  let query: StatementQuery | undefined = parsed.ok ? parsed.query : undefined;
  // A private person's statement is of one contract: the first (active first) until one is chosen.
  const firstId = contracts.data?.[0]?.id;
  if (query && !legal && query.contractId === undefined && firstId !== undefined)
    query = { ...query, contractId: firstId };
  const chosen = query;
  const doc =
    chosen && contracts.data?.length
      ? await loadOwnResource(() => loadStatement(t, session.profile, chosen))
      : undefined;
  const toast = contracts.toast ?? doc?.toast;
  const values = parsed.ok
    ? { from: parsed.query.from, to: parsed.query.to, contract: query?.contractId ? String(query.contractId) : '' }
    : parsed.values;
  const title = legal ? 'Акт сверки' : 'Выписка по договору';
  const statement = doc?.data?.statement;
  const files = chosen ? `${EXPORTS}.{ext}${statementSearch(chosen)}` : '';
  return (
    <>
      <PageHead title={`Документы — ${title}`} noindex />
      {toast ? <ServerToast message={toast} /> : null}
      <h1>Документы</h1>
      <AccountSection
        id="statement"
        titleId="statement-title"
        title={legal ? 'Акт сверки взаимных расчётов' : 'Выписка по договору'}
      >
        <p>
          {legal
            ? 'Начисления и оплаты по договорам за период, сальдо на его начало и конец, НДС по ставкам — для сверки с вашей бухгалтерией.'
            : 'Начисления и оплаты по договору за период, сальдо на его начало и конец.'}
        </p>
        {contracts.data && contracts.data.length === 0 ? (
          <EmptyState>
            <p>Договоров пока нет — документов по ним тоже.</p>
          </EmptyState>
        ) : contracts.data ? (
          <StatementForm
            action={`${PAGE}#statement`}
            values={values}
            errors={parsed.ok ? {} : parsed.fieldErrors}
            contracts={contracts.data.map((c) => ({ id: c.id, number: c.number, car: c.car.name }))}
            allContracts={legal}
            today={today}
          />
        ) : null}
        {statement && chosen ? (
          <>
            <h3>
              С {formatDate(chosen.from)} по {formatDate(chosen.to)}
            </h3>
            {statement.contracts.length ? (
              <StatementBalances statement={statement} />
            ) : (
              <p>За этот период нет ни начислений, ни оплат.</p>
            )}
            <p className="statement-note">{closingText(statement.total.closing, chosen.to)}</p>
            <ul className="statement-downloads" aria-label="Скачать">
              <li>
                <Button href={files.replace('{ext}', 'pdf')} size="md" theme="secondary">
                  Скачать PDF
                </Button>
              </li>
              <li>
                <Button href={files.replace('{ext}', 'csv')} size="md" theme="secondary">
                  CSV для Excel
                </Button>
              </li>
              {legal ? (
                <li>
                  <Button href={files.replace('{ext}', 'zip')} size="md" theme="secondary">
                    Пакет для бухгалтера (ZIP)
                  </Button>
                </li>
              ) : null}
            </ul>
            {legal ? (
              <p className="statement-note">В пакете — акт сверки в PDF и CSV и счета, выставленные за период.</p>
            ) : null}
          </>
        ) : null}
      </AccountSection>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
