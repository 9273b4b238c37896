import { RESTORE_PAGE, ROUTES } from '@common/constants';
import { AUTH_FORMS } from '@common/forms/form-kinds';
import { PasswordFields } from './PasswordFields';
import { SmsFlowScreen } from './SmsFlowScreen';

/** Password restore by SMS: phone → code → new password, then sign in with it. */
export function RestoreScreen() {
  return (
    <SmsFlowScreen
      kind="restore"
      title="Восстановление пароля"
      page={RESTORE_PAGE}
      phone={{
        id: AUTH_FORMS.restorePhone,
        label: 'Начало восстановления',
        submitLabel: 'Получить код',
        before: <p className="form__lead">Укажите телефон, с которым вы регистрировались: мы пришлём код в SMS.</p>,
      }}
      complete={{
        id: AUTH_FORMS.restorePassword,
        label: 'Новые учётные данные',
        submitLabel: 'Сохранить пароль',
        fields: () => <PasswordFields />,
      }}
      links={() => (
        <p className="auth__links">
          <a href={ROUTES.login}>Вернуться ко входу</a>
        </p>
      )}
    />
  );
}
