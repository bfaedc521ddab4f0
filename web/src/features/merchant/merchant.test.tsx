import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { renderPage, signInWith } from '../../test/harness';
import {
  getAdminMerchantApplicationApproveMockHandler,
  getAdminMerchantApplicationDetailMockHandler,
  getAdminMerchantApplicationIndexMockHandler,
  getAdminMerchantApplicationSaveMockHandler,
} from '../../api/generated/merchant/merchant.msw';
import { getAdminCashMethodBanksMockHandler } from '../../api/generated/cash/cash.msw';
import type { MerchantApplication, MerchantApplicationInput } from '../../api/generated/model';
import MerchantFormPage, { fromApplication, stepOf, toInput } from './MerchantFormPage';
import { validCreditCode, validIdNumber, validMobile } from './rules';

const envelope = <T,>(data: T) => ({ code: 200 as const, msg: 'success', data });

function application(over: Partial<MerchantApplication> = {}): MerchantApplication {
  return {
    id: 5, own: true, state: 'draft', kind: 'company', companyName: '杭州示例商贸有限公司', licenceNo: '91350100M000100Y43',
    licencePicture: '/files/album/licence.jpg', legalName: '张伟', idNumber: '110***********002X', idFrontPicture: '/files/album/f.jpg',
    idBackPicture: '/files/album/b.jpg', bank: '中国工商银行', accountHolder: '杭州示例商贸有限公司', accountNo: '**** **** **** 2345',
    shopName: '示例旗舰店', category: 'apparel', contactName: '李娜', contactMobile: '13800000000', reason: '',
    updatedAt: '2026-11-20T08:00:00Z', history: [{ from: '', to: 'draft', operator: 'editor', reason: '', createdAt: '2026-11-20T08:00:00Z' }],
    ...over,
  };
}

function shown(a: MerchantApplication) {
  server.use(
    getAdminMerchantApplicationDetailMockHandler(envelope(a)),
    getAdminCashMethodBanksMockHandler(envelope({ list: ['中国工商银行', '招商银行'] })),
  );
}

describe('merchant rules', () => {
  it('checks credit codes, ID numbers and mobiles as the server does', () => {
    expect(validCreditCode('91350100M000100Y43')).toBe(true);
    expect(validCreditCode('91350100M000100Y44')).toBe(false);
    expect(validCreditCode('91350100I000100Y43')).toBe(false);
    expect(validIdNumber('11010519491231002X')).toBe(true);
    expect(validIdNumber('110105194912310029')).toBe(false);
    expect(validIdNumber('11010519491331002X')).toBe(false);
    expect(validMobile('13800000000')).toBe(true);
    expect(validMobile('12800000000')).toBe(false);
  });

  it('sends every field, trimmed, and finds the step of a field', () => {
    const input = toInput({ ...fromApplication(application()), shopName: ' 店 ', licenceNo: '91350100m000100y43' });
    expect(input).toMatchObject({ kind: 'company', shopName: '店', licenceNo: '91350100M000100Y43', idNumber: '110***********002X' });
    expect(Object.keys(input)).toHaveLength(15);
    expect(toInput(fromApplication(application({ kind: '', category: '' })))).not.toHaveProperty('kind');
    expect(stepOf('idNumber')).toBe(2);
    expect(stepOf('contactMobile')).toBe(5);
  });
});

describe('the account-opening form', { timeout: 60_000 }, () => {
  it('shows a rejection with its reason and history, and saves every step as a draft', async () => {
    signInWith('shop:setup:read', 'shop:setup:write');
    shown(
      application({
        state: 'rejected',
        reason: '营业执照照片不清晰',
        history: [
          { from: '', to: 'draft', operator: 'editor', reason: '', createdAt: '2026-11-20T08:00:00Z' },
          { from: 'draft', to: 'submitted', operator: 'editor', reason: '', createdAt: '2026-11-21T08:00:00Z' },
          { from: 'submitted', to: 'rejected', operator: 'admin', reason: '营业执照照片不清晰', createdAt: '2026-11-22T08:00:00Z' },
        ],
      }),
    );
    let sent: MerchantApplicationInput | undefined;
    server.use(
      getAdminMerchantApplicationSaveMockHandler(async ({ request }) => {
        sent = (await request.json()) as MerchantApplicationInput;
        return envelope(application({ shopName: sent.shopName ?? '' }));
      }),
    );
    const { user } = renderPage(<MerchantFormPage />, '/merchant/form');
    expect(await screen.findByTestId('merchant-state')).toHaveTextContent('Rejected');
    expect(screen.getByTestId('merchant-reason')).toHaveTextContent('Reason: 营业执照照片不清晰');
    expect(within(screen.getByTestId('merchant-history')).getAllByText(/admin · Rejected|editor · /)).toHaveLength(3);
    expect(screen.queryByTestId('merchant-review')).not.toBeInTheDocument();

    // The shop step: change the name; the save sends the fields of every step.
    await user.click(screen.getByText('Shop', { selector: '.ant-steps-item-title' }));
    const name = screen.getByTestId('merchant-shopName');
    await user.clear(name);
    await user.type(name, '新店名');
    await user.click(screen.getByTestId('merchant-save'));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ shopName: '新店名', licenceNo: '91350100M000100Y43', idNumber: '110***********002X', contactMobile: '13800000000' });
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  });

  it('shows a refusal of the submit on its field, at its step', async () => {
    signInWith('shop:setup:read', 'shop:setup:write');
    shown(application());
    server.use(
      getAdminMerchantApplicationSaveMockHandler(envelope(application())),
      // The generated handlers answer 200 only: a refusal is answered by hand.
      http.post('*/api/admin/merchantApplication/submit', () => errorReply(400, 'idFrontPicture is required', { field: 'idFrontPicture' })),
    );
    const { user } = renderPage(<MerchantFormPage />, '/merchant/form');
    await user.click(await screen.findByTestId('merchant-submit'));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('idFrontPicture is required')).toBeInTheDocument();
    expect(screen.getByTestId('merchant-step-legal')).toBeVisible();
    expect(screen.getByTestId('merchant-step-subject')).not.toBeVisible();
  });

  it('checks a credit code in the form before sending it', async () => {
    signInWith('shop:setup:read', 'shop:setup:write');
    shown(application({ licenceNo: '' }));
    const { user } = renderPage(<MerchantFormPage />, '/merchant/form');
    await user.click(await screen.findByText('Company & licence', { selector: '.ant-steps-item-title' }));
    await user.type(screen.getByTestId('merchant-licenceNo'), '91350100M000100Y44');
    expect(await screen.findByText('Enter a correct 18-character unified social credit code')).toBeInTheDocument();
  });

  it('offers the review to an approver only, and approves after a confirmation', async () => {
    signInWith('shop:setup:read');
    shown(application({ state: 'submitted' }));
    const first = renderPage(<MerchantFormPage />, '/merchant/form');
    expect(await screen.findByTestId('merchant-state')).toHaveTextContent('Submitted, under review');
    expect(screen.queryByTestId('merchant-review')).not.toBeInTheDocument();
    expect(screen.queryByTestId('merchant-save')).not.toBeInTheDocument();
    first.unmount();

    signInWith('shop:setup:read', 'merchant:application:approve');
    let approved = 0;
    server.use(
      getAdminMerchantApplicationApproveMockHandler(() => {
        approved++;
        return envelope(application({ state: 'approved', idNumber: '11010519491231002X' }));
      }),
    );
    const { user } = renderPage(<MerchantFormPage />, '/merchant/form');
    await user.click(await screen.findByTestId('merchant-approve'));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(approved).toBe(1));
    expect((await screen.findAllByText('Approved')).length).toBeGreaterThan(0);
  });

  it("lists every shop's application for an approver, filtered by state", async () => {
    signInWith('shop:setup:read', 'merchant:application:approve');
    shown(application({ state: 'opened' }));
    const states: (string | null)[] = [];
    server.use(
      getAdminMerchantApplicationIndexMockHandler(({ request }) => {
        const state = new URL(request.url).searchParams.get('state');
        states.push(state);
        const list = [application({ id: 1, own: false, state: 'submitted', shopName: '青禾服饰' }), application({ state: 'opened' })].filter(
          (a) => !state || a.state === state,
        );
        return envelope({ exact: true, list, total: list.length });
      }),
    );
    const { user } = renderPage(<MerchantFormPage />, '/merchant/form');
    const table = await screen.findByTestId('merchant-review-list');
    expect(await within(table).findByText('青禾服饰')).toBeInTheDocument();
    expect(within(table).getByTestId('merchant-approve-1')).toBeInTheDocument();
    expect(within(table).getByText('This shop')).toBeInTheDocument();
    await user.click(within(table).getByRole('combobox'));
    await user.click(await screen.findByTitle('Submitted, under review'));
    await waitFor(() => expect(states).toContain('submitted'));
    await waitFor(() => expect(within(table).queryByText('This shop')).not.toBeInTheDocument());
  });
});
