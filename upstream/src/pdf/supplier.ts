/** The leasing company's requisites printed on every bill (fictitious, with a valid ИНН checksum). */
export const SUPPLIER = {
  name: 'ООО «Лизинг Авто»',
  inn: '7703519280',
  kpp: '770301001',
  address: '123112, г. Москва, Пресненская наб., д. 12, этаж 45, офис 4501',
  bank: 'АО «Банк Развитие», г. Москва',
  bik: '044525999',
  correspondentAccount: '30101810400000000999',
  account: '40702810900000012345',
  director: 'Орлова А. В.',
  accountant: 'Белова Н. С.',
} as const;
