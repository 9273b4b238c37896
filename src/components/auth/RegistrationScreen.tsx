import { ChoiceField, InnField, TextField } from '../forms';
import { PasswordFields } from './PasswordFields';
import { SmsFlowScreen } from './SmsFlowScreen';

const USER_TYPES = [
  { value: 'individual', label: 'Частное лицо' },
  { value: 'legalEntity', label: 'Юридическое лицо или ИП' },
];

/**
 * Registration of a private person or a legal entity (spec section 6): phone → SMS code →
 * password and name (INN and company name for a legal entity) → signed in.
 */
export function RegistrationScreen() {
  return (
    <SmsFlowScreen
      kind="registration"
      title="Регистрация"
      page="/registration"
      phone={{
        id: 'registration-phone',
        label: 'Начало регистрации',
        submitLabel: 'Получить код',
        before: <ChoiceField name="userType" legend="Кто вы" options={USER_TYPES} defaultValue="individual" />,
      }}
      complete={{
        id: 'registration-details',
        label: 'Данные клиента',
        submitLabel: 'Зарегистрироваться',
        fields: (flow) => (
          <>
            {flow.userType === 'legalEntity' ? (
              <>
                <TextField name="companyName" label="Название компании" autoComplete="organization" required />
                <InnField />
              </>
            ) : null}
            <TextField name="lastName" label="Фамилия" autoComplete="family-name" required />
            <TextField name="firstName" label="Имя" autoComplete="given-name" required />
            <TextField name="middleName" label="Отчество" autoComplete="additional-name" />
            <PasswordFields />
          </>
        ),
      }}
      links={(step) =>
        step > 1 ? null : (
          <p className="auth__links">
            <span>
              Уже есть аккаунт? <a href="/login">Войти</a>
            </span>
          </p>
        )
      }
    />
  );
}
