import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import 'remixicon/fonts/remixicon.css';
import '../shell.css';
import { toAppRoutes } from '../../app/routes/model';
import { filterRoutes } from '../../app/routes/access';
import { localRecords } from '../../app/routes/build';
import { useRoutes } from '../../app/routes/store';
import { useSession } from '../../session/store';
import { getGetSearchListQueryKey, getGetShopNoticeListQueryKey } from '../../api/generated/shell/shell';
import { palette } from '../settings/theme';
import { useSettings } from '../settings/store';

/** Stories render the shell offline: routes from the local table, answers preloaded. */
function storyClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(getGetShopNoticeListQueryKey(), {
    list: [
      { id: 1, image: '', notice: 'The order export of yesterday is ready.', email: '', createdAt: '2026-11-21T08:00:00Z' },
      { id: 2, image: '', notice: '', email: 'Li Na <li.na@shop.example>: stock report', createdAt: '2026-11-21T07:00:00Z' },
    ],
    total: 2,
  });
  client.setQueryData(getGetSearchListQueryKey(), { list: [{ value: 'orderList', url: '/#/order/list' }] });
  return client;
}

export function useStoryRoutes(): void {
  useEffect(() => {
    const known = toAppRoutes(localRecords(true));
    useRoutes.getState().setRoutes(filterRoutes(known, { admin: true, roles: ['Admin'], permissions: [] }), known);
    useSession.setState({ username: 'admin', roles: ['Admin'], admin: true, loaded: true });
  }, []);
}

export function StoryFrame({ path = '/order/list', children }: { path?: string; children: ReactNode }) {
  const themeName = useSettings((state) => state.theme.themeName);
  return (
    <QueryClientProvider client={storyClient()}>
      <ConfigProvider theme={{ token: { colorPrimary: palette(themeName).primary } }}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
