/** The cash routes (`/cash/...`), as the route table names them. */
export const CASH_PATHS = {
  account: '/cash/shopcash',
  methods: '/cash/cashtype',
  add: '/cash/addcashtype',
  edit: (id: number) => `/cash/editcashtype/${id}`,
  withdrawals: '/cash/withdraw',
  flow: '/cash/runwater',
} as const;
