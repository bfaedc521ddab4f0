/** The password the Postgres backend's first start gives its admin account in the e2e run. */
export const PG_ADMIN_PASSWORD = 'e2e-admin-password';
