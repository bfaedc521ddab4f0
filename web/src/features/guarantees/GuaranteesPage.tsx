import { ItemsPage } from './ItemsPage';

/** After-sale guarantee texts (goods/aftersale). */
export default function GuaranteesPage() {
  return <ItemsPage kind="guarantee" />;
}
