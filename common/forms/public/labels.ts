import type { FormKind } from '../form-kinds';

/**
 * The label of every visible field of the public forms, typed once: the form's component shows it
 * (`label={FIELD_LABELS['trade-in'].brand}`) and its schema's «Заполните поле «…»» names it
 * (`requiredMessage`). No zod here: the components import it at once, the schemas load when the
 * visitor first touches a form (`formSchemaLoader`). `contact`: the fields every public form has.
 */
export const FIELD_LABELS = {
  contact: { name: 'Имя', phone: 'Телефон', comment: 'Комментарий' },
  booking: { officeId: 'Офис для просмотра', date: 'Дата просмотра' },
  question: {
    email: 'Электронная почта',
    questionTypeId: 'Тип обращения',
    questionCategoryId: 'Тема',
    text: 'Ваш вопрос',
  },
  'trade-in': { brand: 'Марка', model: 'Модель', year: 'Год выпуска', mileage: 'Пробег, км' },
  credit: { amount: 'Сумма кредита, ₽', termMonths: 'Срок, месяцев', bankId: 'Банк' },
  'car-request': { brand: 'Марка', model: 'Модель', vehicleType: 'Тип техники', city: 'Город', budget: 'Бюджет, ₽' },
} as const satisfies Partial<Record<FormKind | 'contact', Record<string, string>>>;
