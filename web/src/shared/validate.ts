/**
 * The helper validators. Each answers whether `value` passes; forms wrap them in
 * antd rules with their own texts.
 */

/** External link: starts with http:, https:, mailto:, tel: or //. */
export const isExternal = (value: string) => /^(https?:|mailto:|tel:|\/\/)/.test(value);

/** Password: at least 6 characters. */
export const isPassword = (value: string) => value.length >= 6;

/** Digits only. */
export const isNumber = (value: string) => /^\d+$/.test(value);

/** Name: Chinese characters, letters or digits. */
export const isName = (value: string) => /^[\u4e00-\u9fa5a-zA-Z0-9]+$/.test(value);

/** IPv4 address. */
export const isIP = (value: string) =>
  /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(value);

/** URL with a scheme of http, https or ftp. */
export const isUrl = (value: string) => {
  if (!/^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

export const isLowerCase = (value: string) => /^[a-z]+$/.test(value);
export const isUpperCase = (value: string) => /^[A-Z]+$/.test(value);
export const isAlphabets = (value: string) => /^[A-Za-z]+$/.test(value);

/** Port 0-65535. */
export const isPort = (value: string) => /^\d{1,5}$/.test(value) && Number(value) <= 65535;

/** Mainland mobile phone: 11 digits starting with 1. */
export const isPhone = (value: string) => /^1\d{10}$/.test(value);

/** 18-digit resident ID card, with its check digit (ISO 7064 MOD 11-2). */
export const isIdCard = (value: string) => {
  if (!/^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17].toUpperCase();
};

export const isEmail = (value: string) => /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value);

/** Chinese name of 2 to 4 Chinese characters. */
export const isChina = (value: string) => /^[\u4e00-\u9fa5]{2,4}$/.test(value);

/** Blank, or the text 'null'. */
export const isBlank = (value: string | null | undefined) =>
  value == null || value.trim() === '' || value.trim() === 'null';

/** Landline: optional area code (3-4 digits, with - or not) and a 7-8 digit number, optional extension. */
export const isTel = (value: string) => /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/.test(value);

/** Money: a non-negative amount with up to 2 decimals. */
export const isMoney = (value: string) => /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(value);

/** A JSON object string. */
export const isJson = (value: string) => {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
};
