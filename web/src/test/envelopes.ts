import { HttpResponse } from 'msw';
import type { ErrorEnvelope, UserInfo } from '../api/generated/model';

/** The contract's error answer: HTTP status equals `code`. */
export function errorReply(code: number, msg: string, data: ErrorEnvelope['data'] = null) {
  return HttpResponse.json<ErrorEnvelope>({ code, msg, data }, { status: code });
}

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    username: 'admin',
    avatar: '',
    roles: ['Admin'],
    permissions: ['read:system', 'write:system', 'delete:system'],
    cainiao_config: null,
    promotion_id: null,
    isp_id: null,
    ...overrides,
  };
}
