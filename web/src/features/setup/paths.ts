/** The setup routes (`/set/...`), as the route table names them. */
export const SETUP_PATHS = {
  addresses: '/set/shopcash',
  returnWarehouse: '/set/refundAddress',
} as const;
