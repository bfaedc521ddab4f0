import type { HttpHandler } from 'msw';
import { getCashMock } from './generated/cash/cash.msw';
import { getCouponsMock } from './generated/coupons/coupons.msw';
import { getDemoMock } from './generated/demo/demo.msw';
import { getFreightMock } from './generated/freight/freight.msw';
import { getGoodsMock } from './generated/goods/goods.msw';
import { getGuaranteesMock } from './generated/guarantees/guarantees.msw';
import { getListsettingsMock } from './generated/listsettings/listsettings.msw';
import { getMerchantMock } from './generated/merchant/merchant.msw';
import { getBindMock } from './generated/bind/bind.msw';
import { getMockMock } from './generated/mock/mock.msw';
import { getOrdersMock } from './generated/orders/orders.msw';
import { getPicturesMock } from './generated/pictures/pictures.msw';
import { getRegionsMock } from './generated/regions/regions.msw';
import { getSessionMock } from './generated/session/session.msw';
import { getSetupMock } from './generated/setup/setup.msw';
import { getShellMock } from './generated/shell/shell.msw';
import { getShopusersMock } from './generated/shopusers/shopusers.msw';
import { getStatsMock } from './generated/stats/stats.msw';
import { getSystemMock } from './generated/system/system.msw';

/**
 * The orval-generated MSW handlers of every contract area (`generated/<area>/<area>.msw.ts`),
 * by area, the ones the frame needs first. The Vitest server and `npm run dev:msw` both take
 * them from here; generatedMocks.test.ts fails when a generated area is missing, so a new
 * area is answered everywhere once it is added to this list.
 */
export const GENERATED_MOCKS: Record<string, () => HttpHandler[]> = {
  session: getSessionMock,
  shell: getShellMock,
  shopusers: getShopusersMock,
  coupons: getCouponsMock,
  system: getSystemMock,
  regions: getRegionsMock,
  demo: getDemoMock,
  listsettings: getListsettingsMock,
  goods: getGoodsMock,
  freight: getFreightMock,
  pictures: getPicturesMock,
  guarantees: getGuaranteesMock,
  orders: getOrdersMock,
  cash: getCashMock,
  merchant: getMerchantMock,
  bind: getBindMock,
  setup: getSetupMock,
  stats: getStatsMock,
  mock: getMockMock,
};

/** Random but well-typed answers for every contract path. */
export function generatedHandlers(): HttpHandler[] {
  return Object.values(GENERATED_MOCKS).flatMap((handlers) => handlers());
}
