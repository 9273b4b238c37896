import { INDIVIDUAL, isLegalEntity, LEGAL_ENTITY } from '@common/client-type';
import { ROUTES } from '@common/constants';
import { AUTH_FORMS } from '@common/forms/form-kinds';
import { ChoiceField, InnField, TextField } from '../forms';
import { PasswordFields } from './PasswordFields';
import { SmsFlowScreen } from './SmsFlowScreen';

const USER_TYPES = [
  { value: INDIVIDUAL, label: 'Физическое лицо' },
  { value: LEGAL_ENTITY, label: 'Юридическое лицо или ИП' },
];

/**
 * Registration of a private person or a legal entity (spec section 6): phone → SMS code →
 * password and name (INN and company name for a legal entity) and the 152-ФЗ consent → signed in.
 */
export function RegistrationScreen() {
  return (
    <SmsFlowScreen
      kind="registration"
      title="Регистрация"
      page={ROUTES.registration}
      phone={{
        id: AUTH_FORMS.registrationPhone,
        label: 'Начало регистрации',
        submitLabel: 'Получить код',
        before: <ChoiceField name="userType" legend="Кто вы" options={USER_TYPES} defaultValue="individual" />,
      }}
      complete={{
        id: AUTH_FORMS.registrationDetails,
        label: 'Данные клиента',
        submitLabel: 'Зарегистрироваться',
        // The name, INN and company are personal data: the same 152-ФЗ consent as every public form.
        consent: true,
        fields: (flow) => (
          <>
            {isLegalEntity(flow.userType) ? (
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
              Уже есть аккаунт? <a href={ROUTES.login}>Войти</a>
            </span>
          </p>
        )
      }
    />
  );
}
