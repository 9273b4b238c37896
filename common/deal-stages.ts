/**
 * A deal's stages in plain words (issue 32): what happened, is happening or is ahead at each
 * stage, never «Заявка — пройден» or «Одобрение — не состоялся». The upstream names a stage by its
 * slug; a stage it adds later reads «{name}: …» until it has words of its own here.
 */
export type StageState = 'done' | 'current' | 'pending' | 'skipped';

type Words = Record<StageState, string> & { rejected: string };

const WORDS = new Map<string, Words>([
  [
    'application',
    {
      done: 'Заявка принята',
      current: 'Заявка отправлена',
      pending: 'Заявка',
      skipped: 'Заявка не подана',
      rejected: 'Заявка отклонена',
    },
  ],
  [
    'review',
    {
      done: 'Заявка рассмотрена',
      current: 'Заявку рассматривают',
      pending: 'Рассмотрение заявки',
      skipped: 'Заявку не рассматривали',
      rejected: 'Заявка отклонена при рассмотрении',
    },
  ],
  [
    'approval',
    {
      done: 'Лизинг одобрен',
      current: 'Решение об одобрении готовится',
      pending: 'Решение об одобрении',
      skipped: 'Одобрения не было',
      rejected: 'Лизинг не одобрен',
    },
  ],
  [
    'contract',
    {
      done: 'Договор подписан',
      current: 'Договор готовят к подписанию',
      pending: 'Подписание договора',
      skipped: 'Договор не подписывали',
      rejected: 'Договор не подписан',
    },
  ],
  [
    'advance',
    {
      done: 'Аванс оплачен',
      current: 'Ожидаем оплату аванса',
      pending: 'Оплата аванса',
      skipped: 'Аванс не оплачивали',
      rejected: 'Аванс не оплачен',
    },
  ],
  [
    'delivery',
    {
      done: 'Автомобиль передан',
      current: 'Автомобиль готовят к передаче',
      pending: 'Передача автомобиля',
      skipped: 'Автомобиль не передавали',
      rejected: 'Автомобиль не передан',
    },
  ],
]);

const FALLBACK: Words = {
  done: 'пройден',
  current: 'идёт сейчас',
  pending: 'впереди',
  skipped: 'не состоялся',
  rejected: 'сделка отклонена',
};

/** A stage in one phrase for its state: «Заявка принята», «Лизинг не одобрен». */
export function stageWords(stage: { slug: string; name: string }, state: StageState | 'rejected'): string {
  const words = WORDS.get(stage.slug);
  return words ? words[state] : `${stage.name}: ${FALLBACK[state]}`;
}
