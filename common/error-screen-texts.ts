/** The texts of the error screen (spec section 2): 404 has its own, everything else is generic. */
export function errorScreenTexts(status: number | undefined) {
  if (status === 404) {
    return {
      title: 'Страница не найдена',
      description: 'Возможно, страница была перемещена или удалена. Проверьте адрес или начните с главной.',
    };
  }
  return {
    title: 'Что-то пошло не так',
    description: 'Мы уже работаем над исправлением, и скоро всё заработает. Попробуйте обновить страницу чуть позже.',
  };
}
