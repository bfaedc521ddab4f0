import type { RouteRecord } from '../../api/generated/model';
import table from '../../../../server/shell/routes.json';

/**
 * A route record as the local table writes it: the contract's RouteRecord plus the demo
 * mark (the mock backend's demo sections).
 */
export type TableRecord = RouteRecord & { demo?: boolean; children?: TableRecord[] };

/**
 * The default route table. It is server/shell/routes.json, the same file the Go
 * server embeds and seeds into its menus, so there is one table for both `intelligence`
 * mode (built here) and `all` mode (`GET /router/getList`).
 */
export const LOCAL_ROUTES: readonly TableRecord[] = (table as { routes: TableRecord[] }).routes;
