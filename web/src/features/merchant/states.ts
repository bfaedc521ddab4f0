import type { MerchantApplicationState } from '../../api/generated/model';

/** The colour of a state's tag. */
export const STATE_COLOR: Record<MerchantApplicationState, string> = {
  draft: 'default',
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
  opened: 'green',
};
