import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { ok, renderPage, signInWith } from '../../test/harness';
import type { Area, FreightCalculateRequest, FreightTemplate, FreightTemplateInput } from '../../api/generated/model';
import FreightFormPage from './FreightFormPage';

const TREE: Area[] = [
  {
    name: '广东省',
    code: '440000',
    children: [
      { name: '广州市', code: '440100', children: [{ name: '天河区', code: '440106' }] },
      { name: '深圳市', code: '440300', children: [{ name: '南山区', code: '440305' }] },
    ],
  },
  { name: '西藏自治区', code: '540000', children: [{ name: '拉萨市', code: '540100', children: [{ name: '城关区', code: '540102' }] }] },
];

const template: FreightTemplate = {
  id: 3, name: '广东优惠', chargeType: 'piece', createdAt: '2026-11-01T01:00:00Z', updatedAt: '2026-11-01T01:00:00Z',
  defaultRule: { firstUnit: '1', firstFee: '10.00', extraUnit: '1', extraFee: '5.00' },
  rules: [{ regions: ['440100'], firstUnit: '1', firstFee: '6.00', extraUnit: '1', extraFee: '2.00' }],
  freeRules: [],
  noDelivery: ['540000'],
};

function serve() {
  const calculated: FreightCalculateRequest[] = [];
  const saved: FreightTemplateInput[] = [];
  server.use(
    http.get('*/api/area/getList', () => ok({ list: TREE })),
    http.get('*/api/admin/freight/detail', () => ok(template)),
    http.post('*/api/admin/freight/calculate', async ({ request }) => {
      const body = (await request.json()) as FreightCalculateRequest;
      calculated.push(body);
      if (body.regionCode === '540102') {
        return ok({ deliverable: false, fee: '0.00', free: false, level: 'none', region: '540000', units: '0', reason: 'not delivered to 西藏自治区' });
      }
      return ok({ deliverable: true, fee: '13.00', free: false, level: 'default', region: '', units: '2', reason: '' });
    }),
    http.post('*/api/admin/freight/edit', async ({ request }) => {
      const body = (await request.json()) as FreightTemplateInput;
      saved.push(body);
      if (saved.length === 1) return errorReply(400, 'rules.0.firstUnit must be greater than 0', { field: 'rules.0.firstUnit' });
      return ok({ ...template, ...body });
    }),
  );
  return { calculated, saved };
}

async function pickRegion(user: ReturnType<typeof renderPage>['user'], ...names: string[]) {
  const box = screen.getByTestId('freight-calc');
  await user.click(within(box).getByRole('combobox'));
  for (const name of names) {
    // The name may also be a tag of a region picker: click the open menu's item.
    const item = await waitFor(() => {
      const found = screen.getAllByText(name).map((el) => el.closest('.ant-cascader-menu-item')).find((el) => el !== null);
      if (!found) throw new Error(`no menu item ${name}`);
      return found as HTMLElement;
    });
    await user.click(item);
  }
}

describe('freight rule editor', { timeout: 90_000 }, () => {
  it('prices a parcel with the rules as edited, and shows a refused region', async () => {
    signInWith('goods:freight:read', 'goods:freight:write');
    const { calculated } = serve();
    const { user } = renderPage(<FreightFormPage />, '/?id=3');
    const form = await screen.findByTestId('freight-form');
    // The saved rule shows its region by name.
    expect(await within(form).findByText('广州市')).toBeInTheDocument();

    const firstFee = within(form).getAllByLabelText('First fee (¥)')[0]!;
    await user.clear(firstFee);
    await user.type(firstFee, '8');
    await pickRegion(user, '广东省', '深圳市', '南山区');
    const quantity = screen.getByTestId('calc-quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByTestId('calc-run'));

    expect(await screen.findByTestId('calc-result')).toHaveTextContent('Fee: ¥13.00 · by the default rule');
    expect(calculated).toHaveLength(1);
    expect(calculated[0]).toEqual({
      regionCode: '440305',
      quantity: 2,
      template: {
        chargeType: 'piece',
        defaultRule: { firstUnit: '1', firstFee: '8', extraUnit: '1', extraFee: '5.00' },
        rules: [{ regions: ['440100'], firstUnit: '1', firstFee: '6.00', extraUnit: '1', extraFee: '2.00' }],
        freeRules: [],
        noDelivery: ['540000'],
      },
    });

    await pickRegion(user, '西藏自治区', '拉萨市', '城关区');
    await user.click(screen.getByTestId('calc-run'));
    await waitFor(() => expect(screen.getByTestId('calc-result')).toHaveTextContent('Not delivered: not delivered to 西藏自治区'));
    expect(calculated.at(-1)?.regionCode).toBe('540102');
  });

  it('shows a refusal under the rule field it names, then saves', async () => {
    signInWith('goods:freight:read', 'goods:freight:write');
    const { saved } = serve();
    const { user } = renderPage(<FreightFormPage />, '/?id=3');
    const form = await screen.findByTestId('freight-form');
    const name = await within(form).findByTestId('freight-name');
    await waitFor(() => expect(name).toHaveValue('广东优惠'));
    await user.type(name, '（新）');
    await user.click(screen.getByTestId('freight-save'));
    const refusal = await within(form).findByText('rules.0.firstUnit must be greater than 0');
    const rule = within(form).getByTestId('freight-rule');
    expect(rule).toContainElement(refusal);
    expect(saved[0]).toMatchObject({ id: 3, name: '广东优惠（新）', noDelivery: ['540000'] });

    await user.click(screen.getByTestId('freight-save'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(saved).toHaveLength(2);
  });
});
