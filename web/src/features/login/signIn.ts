import type { QueryClient } from '@tanstack/react-query';
import { getPublicKey, shopLogin } from '../../api/generated/session/session';
import type { LoginRequest, UserInfo } from '../../api/generated/model';
import { useSession } from '../../session/store';
import { loadUserInfo } from '../../session/userInfo';
import { showError } from '../../app/feedback';
import { i18n } from '../../i18n';
import type { Credentials } from './encryptCredentials';

/** Raised after the user was told; the page only has to stay put. */
export class SignInError extends Error {}

/**
 * Sign-in: encrypt when the server hands out a key (and is not the mock),
 * require a token in the answer, then load and check the user before calling it a session.
 */
export async function signIn(credentials: Credentials, queryClient: QueryClient): Promise<UserInfo> {
  const { publicKey, mockServer } = await getPublicKey();
  let body: LoginRequest = { username: credentials.username, password: credentials.password };
  if (typeof publicKey === 'string' && publicKey && !mockServer) {
    // Loaded only when the server turns RSA on: most sign-ins never need the RSA code.
    const { encryptCredentials } = await import('./encryptCredentials');
    body = { encrypted: encryptCredentials(credentials, publicKey) };
  }

  return completeSignIn(await shopLogin(body), queryClient);
}

/**
 * The answer of any sign-in call (password, SMS, social, register) must carry the
 * token; then the user is loaded and checked before it counts as a session.
 */
export async function completeSignIn(answer: unknown, queryClient: QueryClient): Promise<UserInfo> {
  const token = readToken(answer);
  if (!token) {
    const text = i18n.t('login.tokenMissing');
    showError(text);
    throw new SignInError(text);
  }

  useSession.getState().setToken(token);
  try {
    return await loadUserInfo(queryClient);
  } catch (error) {
    // When the user cannot be loaded, all user state is reset.
    useSession.getState().reset();
    throw error;
  }
}

function readToken(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('token' in answer)) return null;
  return typeof answer.token === 'string' && answer.token ? answer.token : null;
}
