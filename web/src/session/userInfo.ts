import type { QueryClient } from '@tanstack/react-query';
import { getGetShopAdminInfoQueryOptions } from '../api/generated/session/session';
import type { UserInfo } from '../api/generated/model';
import { useSession } from './store';
import { i18n } from '../i18n';
import { showError } from '../app/feedback';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Username and avatar must be strings, roles and permissions arrays. */
function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  return (
    typeof info.username === 'string' &&
    typeof info.avatar === 'string' &&
    isStringArray(info.roles) &&
    isStringArray(info.permissions)
  );
}

/**
 * Fetches the signed-in user (through the same query the home page reads), checks its
 * shape and fills the session. Rejects, after saying why, when the answer is unusable.
 */
export async function loadUserInfo(queryClient: QueryClient): Promise<UserInfo> {
  const info: unknown = await queryClient.fetchQuery(getGetShopAdminInfoQueryOptions());
  if (!isUserInfo(info)) {
    const text = i18n.t('session.userInfoInvalid');
    showError(text);
    throw new Error(text);
  }
  useSession.getState().setUserInfo(info);
  return info;
}
