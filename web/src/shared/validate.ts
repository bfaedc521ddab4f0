/**
 * The helper validators. Each answers whether `value` passes; forms wrap them in
 * antd rules with their own texts.
 */

/** External link: starts with http:, https:, mailto:, tel: or //. */
export const isExternal = (value: string) => /^(https?:|mailto:|tel:|\/\/)/.test(value);

/** Mainland mobile phone: 11 digits starting with 1. */
export const isPhone = (value: string) => /^1\d{10}$/.test(value);

export const isEmail = (value: string) => /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value);
