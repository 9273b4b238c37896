import { withoutContract } from '@common/bills-query';
import { statusLine } from '@upstream/src/pdf/bill-status';
import { describe, expect, it } from 'vitest';

describe("a bill PDF's wording by status", () => {
  it('a paid bill says when it was paid and asks for nothing', () => {
    const line = statusLine({ status: 'paid', paidOn: '2026-10-14', dueOn: '2026-10-20' });
    expect(line.text).toBe('Оплачен 14.10.2026');
    expect(line.note).toBe('Счёт оплачен, платить по нему больше не нужно.');
    expect(line.note).not.toContain('указанной даты');
  });

  it('an overdue bill says when its term ran out', () => {
    const line = statusLine({ status: 'overdue', paidOn: null, dueOn: '2026-11-12' });
    expect(line.text).toBe('Срок оплаты истёк 12.11.2026');
    expect(line.note).toContain('срок оплаты истёк 12.11.2026');
  });

  it('an unpaid bill names its date instead of «указанной даты»', () => {
    const line = statusLine({ status: 'unpaid', paidOn: null, dueOn: '2026-12-20' });
    expect(line.text).toBe('Оплатить до 20.12.2026');
    expect(line.note).toBe(
      'В назначении платежа укажите номер счёта и номер договора лизинга. Оплатите счёт до 20.12.2026.',
    );
  });
});

describe("a bill's description without its contract", () => {
  it('drops «по договору N» (and a signing date) since the contract has its own column', () => {
    expect(withoutContract('Лизинговый платёж № 5 за ноябрь 2026 по договору ЛД-2025-0312', 'ЛД-2025-0312')).toBe(
      'Лизинговый платёж № 5 за ноябрь 2026',
    );
    expect(withoutContract('Авансовый платёж по договору лизинга ЛД-2026-0089 от 12.02.2026', 'ЛД-2026-0089')).toBe(
      'Авансовый платёж',
    );
    expect(withoutContract('Пени за просрочку платежа № 2 по договору ЛД-2026-0089 (14 дн.)', 'ЛД-2026-0089')).toBe(
      'Пени за просрочку платежа № 2 (14 дн.)',
    );
  });

  it('keeps a description that names another contract or none', () => {
    expect(withoutContract('Лизинговый платёж по договору ЛД-1', 'ЛД-2')).toBe('Лизинговый платёж по договору ЛД-1');
    expect(withoutContract('по договору ЛД-2', 'ЛД-2')).toBe('по договору ЛД-2');
  });
});
