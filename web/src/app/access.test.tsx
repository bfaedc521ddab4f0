import { Suspense } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { server } from '../test/server';
import { currentRoute, renderApp } from '../test/renderApp';
import { userInfo } from '../test/envelopes';
import { useSession } from '../session/store';
import { Permission, usePermission } from '../session/permission';
import { buildRoutes, RouteFormatError } from './routes/build';
import { pageComponent } from '../shell/pageComponent';
import { LAZY_PAGE } from '../test/timing';

function signedInAs(info: ReturnType<typeof userInfo>) {
  useSession.getState().setToken('tok');
  server.use(http.get('*/api/shop/admin/info', () => HttpResponse.json({ code: 200, msg: 'success', data: info })));
}
const editor = userInfo({ username: 'editor', roles: ['Editor'], permissions: ['read:system', 'write:system'] });

describe('access to pages', () => {
  it('sends an editor opening an Admin-only page to /403', async () => {
    signedInAs(editor);
    renderApp('/goods/goodslist');
    expect(await screen.findByText('Sorry, you have no permission to open this page', {}, LAZY_PAGE)).toBeInTheDocument();
    expect(currentRoute()).toBe('/403');
  });

  it('sends a user without the page permission to /403, and unknown paths to /404', async () => {
    signedInAs(userInfo({ username: 'nobody', roles: [], permissions: [] }));
    const { router } = renderApp('/setting/userManagement');
    await screen.findByText('Sorry, you have no permission to open this page', {}, LAZY_PAGE);
    await router.navigate('/setting/nothing-here');
    await screen.findByText('Sorry, the page you visited does not exist', {}, LAZY_PAGE);
    expect(currentRoute()).toBe('/404');
  });

  it('opens a section at its first page', async () => {
    signedInAs(editor);
    renderApp('/bind');
    await waitFor(() => expect(currentRoute()).toBe('/bind/bind'));
    await waitFor(() => expect(document.title).toBe('Bind a micro-shop distribution store - Shop Console'));
  });

  it('menus leave out what the user may not open', async () => {
    signedInAs(editor);
    renderApp('/index');
    await screen.findByTestId('home-username', {}, LAZY_PAGE);
    const menu = document.querySelector('[data-testid=column-bar]');
    expect(menu).toHaveTextContent('Orders');
    // An entry whose page the console does not have yet says so in the menu; the statistics pages exist.
    const soon = [...document.querySelectorAll('.shell-menu-soon')].map((el) => el.closest('[data-menu-path]')?.getAttribute('data-menu-path'));
    expect(soon).not.toContain('/goodstrend');
    expect(soon).not.toContain('/deal');
    expect(soon).not.toContain('/index'); // the home page exists
    expect(menu).not.toHaveTextContent('Goods');
    expect(menu).not.toHaveTextContent('Shop users');
  });
});

describe('route list from the server (all mode)', () => {
  it("refuses a list that is not an array with 'route format returned is wrong'", async () => {
    server.use(http.get('*/api/router/getList', () => HttpResponse.json({ code: 200, msg: 'success', data: { list: 'x' } })));
    const client = new QueryClient();
    await expect(buildRoutes(client, { admin: true, roles: ['Admin'], permissions: [] }, 'all')).rejects.toThrow(
      RouteFormatError,
    );
    expect(await screen.findByText('route format returned is wrong')).toBeInTheDocument();
  });

  it('renders a placeholder for a component key the console does not know', async () => {
    server.use(
      http.get('*/api/router/getList', () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            list: [
              {
                path: '/reports',
                name: 'Reports',
                component: 'Layout',
                meta: { title: 'reports' },
                children: [{ path: 'magic', name: 'Magic', component: 'reports/magic', meta: { title: 'Magic report' } }],
              },
            ],
          },
        }),
      ),
    );
    const built = await buildRoutes(new QueryClient(), { admin: true, roles: ['Admin'], permissions: [] }, 'all');
    const page = built.routes[0].children[0];
    expect(page.path).toBe('/reports/magic');
    const Page = pageComponent(page.component, page.meta.title);
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByTestId('placeholder')).toHaveTextContent(/^not yet available$/);
    expect(screen.getByText('Magic report')).toBeInTheDocument();
  });
});

/** Renders what the signed-in user's permissions allow. */
function Probe() {
  return (
    <>
      <Permission code="write:system">
        <button type="button">edit</button>
      </Permission>
      <Permission code={['read:system', 'delete:system']}>
        <button type="button">delete</button>
      </Permission>
      <span data-testid="any">{String(usePermission(['delete:system', 'read:system'], 'oneOf'))}</span>
    </>
  );
}

describe('<Permission> and usePermission', () => {
  it('removes what the user lacks a permission for', () => {
    useSession.getState().setUserInfo(editor);
    render(<Probe />);
    expect(screen.getByText('edit')).toBeInTheDocument();
    expect(screen.queryByText('delete')).toBeNull();
    expect(screen.getByTestId('any')).toHaveTextContent('true');
  });

  it('shows everything to Admin', () => {
    useSession.getState().setUserInfo(userInfo({ roles: ['Admin'], permissions: [] }));
    render(<Probe />);
    expect(screen.getByText('delete')).toBeInTheDocument();
  });
});
