import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { ok, renderPage, signInWith } from '../../test/harness';
import GiftsPage from './GiftsPage';
import type { ConsumeGift, RegisterGift } from '../../api/generated/model';

const registerGift: RegisterGift = { enabled: true, pointsEnabled: true, points: 10, growthEnabled: false, growth: 0, couponsEnabled: false, couponIds: [] };
const consumeGift: ConsumeGift = { ...registerGift, basis: 'order', perAmount: '0.00' };

describe('gift settings', { timeout: 40_000 }, () => {
  it('shows a refusal under the field it names, then saves and reloads the settings', async () => {
    signInWith('shop:config:read', 'shop:config:write', 'shop:coupon:read');
    const posted: unknown[] = [];
    let stored = registerGift;
    server.use(
      http.get('*/api/admin/coupon/index', () => ok({ list: [], total: 0 })),
      http.get('*/api/admin/mallConfig/userRegisterGift', () => ok(stored)),
      http.get('*/api/admin/mallConfig/userConsumeGift', () => ok(consumeGift)),
      http.post('*/api/admin/mallConfig/userRegisterGift', async ({ request }) => {
        const body = (await request.json()) as RegisterGift;
        posted.push(body);
        if (posted.length === 1) return errorReply(400, 'points cannot exceed 100000', { field: 'points' });
        stored = body;
        return ok(body);
      }),
    );
    const { user } = renderPage(<GiftsPage />);
    const form = await screen.findByTestId('gift-register');
    const points = await within(form).findByRole('spinbutton');
    await waitFor(() => expect(points).toHaveValue('10'));

    await user.clear(points);
    await user.type(points, '200000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const refusal = await within(form).findByText('points cannot exceed 100000');
    expect(refusal.closest('.ant-form-item')).toContainElement(points);
    expect(screen.getAllByText('points cannot exceed 100000')).toHaveLength(1);

    await user.clear(points);
    await user.type(points, '50');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({ ...registerGift, points: 50 });
    await waitFor(() => expect(within(form).queryByText('points cannot exceed 100000')).not.toBeInTheDocument());
    expect(points).toHaveValue('50');
  });
});
