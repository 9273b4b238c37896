import { contractSearch, parseContractQuery } from '@common/contract-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('contract page URL state', () => {
  it('reads statuses, year, date range and page', () => {
    expect(
      parseContractQuery('status=paid&status=overdue,unpaid&year=2026&from=2026-01-01&to=2026-03-31&page=2'),
    ).toEqual({ status: ['paid', 'overdue', 'unpaid'], year: 2026, from: '2026-01-01', to: '2026-03-31', page: 2 });
  });

  it('drops junk and prototype names, swaps a backwards range', () => {
    expect(parseContractQuery('status=constructor&status=__proto__&year=99999&from=2026-02-30&to=x&page=-1')).toEqual({
      status: [],
      year: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
    expect(parseContractQuery('from=2026-05-01&to=2026-01-01')).toMatchObject({ from: '2026-01-01', to: '2026-05-01' });
  });

  it('round-trips through the URL for any input', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const query = parseContractQuery(raw);
        expect(parseContractQuery(contractSearch(query).slice(1))).toEqual(query);
      }),
      { numRuns: 2000 },
    );
  });
});
