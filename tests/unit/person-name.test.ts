import { accusativeName, genderOf } from '@common/person-name';
import { removalQuestion } from '@src/components/account/DriverList';
import { describe, expect, it } from 'vitest';

const driver = (lastName: string, firstName: string, middleName: string | null) => ({
  id: 1,
  name: [lastName, firstName, middleName].filter(Boolean).join(' '),
  lastName,
  firstName,
  middleName,
  phone: null,
  birthDate: null,
  licenseNumber: null,
  licenseIssuedAt: null,
});

describe('Russian names in a sentence', () => {
  it.each([
    [['Иванова', 'Марина', 'Сергеевна'], 'female', 'Иванову Марину Сергеевну'],
    [['Кузнецов', 'Дмитрий', 'Андреевич'], 'male', 'Кузнецова Дмитрия Андреевича'],
    [['Морозов', 'Игорь', 'Валентинович'], 'male', 'Морозова Игоря Валентиновича'],
    [['Толстой', 'Лев', 'Николаевич'], 'male', 'Толстого Льва Николаевича'],
    [['Горький', 'Илья', null], 'male', 'Горького Илью'],
    [['Шевчук', 'Мария', 'Петровна'], 'female', 'Шевчук Марию Петровну'],
    [['Шевчук', 'Павел', 'Ильич'], 'male', 'Шевчука Павла Ильича'],
    [['Римская-Корсакова', 'Анна', null], 'female', 'Римскую-Корсакову Анну'],
    [['Белых', 'Любовь', 'Олеговна'], 'female', 'Белых Любовь Олеговну'],
  ])('%j is %s, accusative «%s»', ([lastName, firstName, middleName], gender, accusative) => {
    const name = { lastName, firstName, middleName };
    expect(genderOf(name)).toBe(gender);
    expect(accusativeName(name)).toBe(accusative);
  });

  it('a name that tells no gender is kept as written', () => {
    expect(genderOf({ lastName: 'Ким', firstName: null, middleName: null })).toBeUndefined();
    expect(accusativeName({ lastName: 'Ким' })).toBe('Ким');
  });

  it('asks to remove a driver with the name declined and the pronoun by gender', () => {
    expect(removalQuestion(driver('Иванова', 'Марина', 'Сергеевна'))).toBe(
      'Удалить водителя Иванову Марину Сергеевну? Она больше не будет допущена к управлению.',
    );
    expect(removalQuestion(driver('Кузнецов', 'Дмитрий', 'Андреевич'))).toBe(
      'Удалить водителя Кузнецова Дмитрия Андреевича? Он больше не будет допущен к управлению.',
    );
    expect(removalQuestion({ ...driver('Ким', '', null), firstName: null })).toBe(
      'Удалить водителя Ким? Водитель больше не будет допущен к управлению.',
    );
  });
});
