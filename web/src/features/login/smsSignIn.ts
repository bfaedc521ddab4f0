import type { QueryClient } from '@tanstack/react-query';
import { shopSmsLogin } from '../../api/generated/session/session';
import type { UserInfo } from '../../api/generated/model';
import { completeSignIn } from './signIn';

export interface MobileCredentials {
  mobile: string;
  code: string;
}

/** Signs in with a mobile number and the code sent to it (POST /shop/smsLogin). */
export async function smsSignIn(values: MobileCredentials, queryClient: QueryClient): Promise<UserInfo> {
  return completeSignIn(await shopSmsLogin({ mobile: values.mobile, code: values.code }), queryClient);
}
