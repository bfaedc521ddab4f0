import { ItemsPage } from './ItemsPage';

/** After-sale services (goods/service). */
export default function ServicesPage() {
  return <ItemsPage kind="service" />;
}
