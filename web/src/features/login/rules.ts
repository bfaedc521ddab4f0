import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { isPhone } from '../../shared/validate';

const MIN_PASSWORD_LENGTH = 6;

/** The sign-in form rules with the texts. */
export function loginRules(t: TFunction) {
  return {
    username: [{ required: true, whitespace: true, message: t('login.usernameRequired') }] as Rule[],
    password: [{ required: true, min: MIN_PASSWORD_LENGTH, message: t('login.passwordTooShort') }] as Rule[],
    mobile: [
      { required: true, message: t('login.mobileRequired') },
      {
        validator: (_: unknown, value: string | undefined) =>
          !value || isPhone(value) ? Promise.resolve() : Promise.reject(new Error(t('login.mobileInvalid'))),
      },
    ] as Rule[],
    code: [{ required: true, whitespace: true, message: t('login.codeRequired') }] as Rule[],
  };
}
