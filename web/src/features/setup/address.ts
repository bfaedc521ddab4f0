import type { ShopAddress } from '../../api/generated/model';

/** Every address of the shop on one page: the most the index answers at once. */
export const ALL_ADDRESSES = { pageNo: 1, pageSize: 100 } as const;

/** A mainland mobile number, as the server checks it. */
export const MOBILE = /^1[3-9]\d{9}$/;

/** Province, city and district names with the detail: the address without its contact. */
export function placeOf(a: ShopAddress): string {
  return a.provinceName + a.cityName + a.districtName + a.detail;
}

/** The address on one line, as a parcel's label shows it and the server writes it on a return. */
export function addressLine(a: ShopAddress): string {
  return `${a.contact} ${a.mobile} ${placeOf(a)}`;
}

/** The return warehouse among the addresses, if there is one. */
export function returnWarehouseOf(addresses: readonly ShopAddress[] | undefined): ShopAddress | undefined {
  return addresses?.find((a) => a.isDefaultReturn);
}
