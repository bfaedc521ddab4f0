import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { server } from '../../test/server';
import { renderPage } from '../../test/renderPage';
import { useSession } from '../../session/store';
import type { Area } from '../../api/generated/model';
import RegionPage from '../demo/RegionPage';
import { toOptions } from './RegionCascader';

const TREE: Area[] = [
  {
    name: '广东省',
    code: '440000',
    region: '华南',
    children: [
      { name: '深圳市', code: '440300', children: [{ name: '南山区', code: '440305' }] },
      { name: '东莞市', code: '441900', children: [] },
    ],
  },
  {
    name: '重庆市',
    code: '500000',
    provinceLevelCity: true,
    children: [
      { name: '市辖区', code: '500100', children: [{ name: '渝中区', code: '500103' }] },
      { name: '县', code: '500200', children: [{ name: '城口县', code: '500229' }] },
    ],
  },
];

describe('region cascader', { timeout: 30_000 }, () => {
  it('turns the tree into options; cities without counties are leaves', () => {
    const options = toOptions(TREE);
    expect(options[0]).toMatchObject({ value: '440000', label: '广东省' });
    expect(options[0]?.children?.[1]).toEqual({ value: '441900', label: '东莞市', isLeaf: true });
    expect(options[1]?.children?.map((o) => o.label)).toEqual(['市辖区', '县']);
    expect(options[0]?.children?.[0]?.children?.[0]).toEqual({ value: '440305', label: '南山区', isLeaf: true });
  });

  it('picks province, city and county and shows the looked-up full name', async () => {
    useSession.setState({ token: 'tok', loaded: true });
    let treeCalls = 0;
    const lookups: string[] = [];
    server.use(
      http.get('*/api/area/getList', () => {
        treeCalls += 1;
        return HttpResponse.json({ code: 200, msg: 'success', data: { list: TREE } });
      }),
      http.get('*/api/area/lookup', ({ request }) => {
        const code = new URL(request.url).searchParams.get('code')!;
        lookups.push(code);
        const full: Record<string, string> = { '440000': '广东省', '440300': '广东省深圳市', '440305': '广东省深圳市南山区' };
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { code, name: 'x', level: 'county', path: [{ code, name: 'x' }], fullName: full[code] ?? '?' },
        });
      }),
    );
    const { user } = renderPage(<RegionPage />);
    expect(screen.getByTestId('region-code')).toHaveTextContent('Nothing chosen yet');
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByText('广东省'));
    await user.click(await screen.findByText('深圳市'));
    await user.click(await screen.findByText('南山区'));

    await waitFor(() => expect(screen.getByTestId('region-full-name')).toHaveTextContent('广东省深圳市南山区'));
    expect(screen.getByTestId('region-code')).toHaveTextContent('440305');
    expect(lookups.at(-1)).toBe('440305');
    expect(treeCalls).toBe(1);
  });
});
