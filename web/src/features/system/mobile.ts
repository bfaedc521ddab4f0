import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { isPhone } from '../../shared/validate';

/** A staff mobile number is optional: empty passes (and clears it), else the shell's isPhone. */
export const mobileRule = (t: TFunction<'system'>): Rule => ({
  validator: (_, value?: string) =>
    !value?.trim() || isPhone(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('staff.mobileInvalid'))),
});
