import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { renderPage, signInWith } from '../../test/harness';
import {
  getAdminCashAccountDetailMockHandler,
  getAdminCashMethodAddMockHandler,
  getAdminCashMethodBanksMockHandler,
  getAdminCashMethodDestroyMockHandler,
  getAdminCashMethodDetailMockHandler,
  getAdminCashMethodEditMockHandler,
  getAdminCashMethodIndexMockHandler,
  getAdminCashMethodRevealMockHandler,
  getAdminCashMethodSetDefaultMockHandler,
} from '../../api/generated/cash/cash.msw';
import type { CashMethod, CashMethodInput } from '../../api/generated/model';
import { BANKS, envelope, sampleAccount, sampleMethods } from './testing';
import AccountPage from './AccountPage';
import MethodsPage from './MethodsPage';
import MethodFormPage from './MethodFormPage';

const READ_WRITE = ['cash:method:read', 'cash:method:write'];

function listed(methods: () => CashMethod[] = sampleMethods) {
  server.use(
    getAdminCashMethodIndexMockHandler(() => {
      const list = methods();
      return envelope({ list, total: list.length });
    }),
  );
}

function renderForm(path: string) {
  server.use(getAdminCashMethodBanksMockHandler(envelope({ list: BANKS })));
  return renderPage(
    <Routes>
      <Route path="/cash/addcashtype" element={<MethodFormPage />} />
      <Route path="/cash/editcashtype/:id" element={<MethodFormPage />} />
      <Route path="/cash/cashtype" element={<div data-testid="methods-list" />} />
    </Routes>,
    path,
  );
}

describe('withdrawal methods', { timeout: 60_000 }, () => {
  it('lists the methods with their numbers masked and the default marked; no reveal without the permission', async () => {
    signInWith(...READ_WRITE);
    listed();
    renderPage(<MethodsPage />, '/cash/cashtype');
    expect(await screen.findByTestId('cash-method-no-1')).toHaveTextContent('**** **** **** 0004');
    expect(screen.getByTestId('cash-method-no-2')).toHaveTextContent('138****5678');
    expect(screen.getByTestId('cash-method-no-3')).toHaveTextContent('zh*********op');
    expect(screen.getByText('中国工商银行')).toBeInTheDocument();
    expect(screen.getByText('杭州西湖支行')).toBeInTheDocument();
    expect(screen.getByText('Alipay')).toBeInTheDocument();
    expect(screen.getByTestId('cash-method-default-1')).toHaveTextContent('Default');
    expect(screen.queryByTestId('cash-method-default-2')).not.toBeInTheDocument();
    // The default cannot be made the default again; the others can.
    expect(screen.queryByTestId('cash-method-set-default-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('cash-method-set-default-2')).toBeInTheDocument();
    expect(screen.queryByTestId('cash-method-reveal-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('cash-method-add')).toBeInTheDocument();
  });

  it('offers a reader no action', async () => {
    signInWith('cash:method:read');
    listed();
    renderPage(<MethodsPage />, '/cash/cashtype');
    expect(await screen.findByTestId('cash-method-no-1')).toBeInTheDocument();
    expect(screen.queryByTestId('cash-method-edit-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cash-method-delete-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cash-method-add')).not.toBeInTheDocument();
  });

  it('asks before deleting, then deletes and lists again', async () => {
    signInWith(...READ_WRITE);
    let methods = sampleMethods();
    listed(() => methods);
    const deleted: unknown[] = [];
    server.use(
      getAdminCashMethodDestroyMockHandler(async ({ request }) => {
        const body = (await request.json()) as { id: number };
        deleted.push(body);
        methods = methods.filter((m) => m.id !== body.id);
        return envelope(null);
      }),
    );
    const { user } = renderPage(<MethodsPage />, '/cash/cashtype');
    await user.click(await screen.findByTestId('cash-method-delete-2'));
    expect(await screen.findByText('Delete the withdrawal method "Alipay 138****5678"?')).toBeInTheDocument();
    expect(deleted).toHaveLength(0);
    await user.click(screen.getByTestId('cash-method-delete-ok'));
    await waitFor(() => expect(deleted).toEqual([{ id: 2 }]));
    await waitFor(() => expect(screen.queryByTestId('cash-method-no-2')).not.toBeInTheDocument());
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });

  it('makes a method the default', async () => {
    signInWith(...READ_WRITE);
    let methods = sampleMethods();
    listed(() => methods);
    server.use(
      getAdminCashMethodSetDefaultMockHandler(async ({ request }) => {
        const { id } = (await request.json()) as { id: number };
        methods = methods.map((m) => ({ ...m, isDefault: m.id === id }));
        return envelope(methods.find((m) => m.id === id) as CashMethod);
      }),
    );
    const { user } = renderPage(<MethodsPage />, '/cash/cashtype');
    await user.click(await screen.findByTestId('cash-method-set-default-3'));
    expect(await screen.findByTestId('cash-method-default-3')).toBeInTheDocument();
    expect(screen.queryByTestId('cash-method-default-1')).not.toBeInTheDocument();
  });

  it('shows the whole number to a holder of the reveal permission, saying the read is recorded', async () => {
    signInWith(...READ_WRITE, 'cash:method:reveal');
    listed();
    const asked: string[] = [];
    server.use(
      getAdminCashMethodRevealMockHandler(({ request }) => {
        asked.push(new URL(request.url).searchParams.get('id') ?? '');
        return envelope({ id: 1, accountNo: '6217000000000000004' });
      }),
    );
    const { user } = renderPage(<MethodsPage />, '/cash/cashtype');
    await user.click(await screen.findByTestId('cash-method-reveal-1'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('cash-revealed')).toHaveTextContent('6217000000000000004');
    expect(within(dialog).getByText('This read is recorded in the system log.')).toBeInTheDocument();
    expect(asked).toEqual(['1']);
  });

  it('shows an empty state with the way to add one', async () => {
    signInWith(...READ_WRITE);
    listed(() => []);
    renderPage(<MethodsPage />, '/cash/cashtype');
    expect(await screen.findByText('No withdrawal method yet')).toBeInTheDocument();
    expect(screen.getByTestId('cash-method-add')).toBeInTheDocument();
  });
});

describe('withdrawal method form', { timeout: 60_000 }, () => {
  it('checks a card number before sending it, and shows the bank fields only for a bank card', async () => {
    signInWith(...READ_WRITE);
    const posted: CashMethodInput[] = [];
    server.use(
      getAdminCashMethodAddMockHandler(async ({ request }) => {
        posted.push((await request.json()) as CashMethodInput);
        return envelope({ ...sampleMethods()[0], id: 9, isDefault: false });
      }),
    );
    const { user } = renderForm('/cash/addcashtype');
    await user.type(await screen.findByTestId('cash-form-holder'), '李娜');
    await user.click(screen.getByLabelText('Bank'));
    await user.click(await screen.findByText('招商银行', { selector: '.ant-select-item-option-content' }));
    await user.type(screen.getByTestId('cash-form-branch'), '杭州分行');
    await user.type(screen.getByTestId('cash-form-account-no'), '6217000000000000005');
    await user.click(screen.getByTestId('cash-form-save'));
    expect(await screen.findByText("The card number's check digit is wrong; check the number")).toBeInTheDocument();
    await user.clear(screen.getByTestId('cash-form-account-no'));
    await user.type(screen.getByTestId('cash-form-account-no'), '62170000');
    expect(await screen.findByText('A bank card number has 12 to 19 digits')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    // Alipay keeps no bank nor branch.
    await user.click(screen.getByText('Alipay'));
    expect(screen.queryByTestId('cash-form-branch')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Bank')).not.toBeInTheDocument();
    expect(await screen.findByText('An Alipay account is a mainland mobile number or an e-mail address')).toBeInTheDocument();
    await user.clear(screen.getByTestId('cash-form-account-no'));
    await user.type(screen.getByTestId('cash-form-account-no'), 'shop@example.com');
    await user.click(screen.getByTestId('cash-form-default'));
    await user.click(screen.getByTestId('cash-form-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ kind: 'alipay', holder: '李娜', accountNo: 'shop@example.com', isDefault: true });
    expect(await screen.findByTestId('methods-list')).toBeInTheDocument();
  });

  it('adds a bank card with a valid number, typed in groups', async () => {
    signInWith(...READ_WRITE);
    const posted: CashMethodInput[] = [];
    server.use(
      getAdminCashMethodAddMockHandler(async ({ request }) => {
        posted.push((await request.json()) as CashMethodInput);
        return envelope({ ...sampleMethods()[0], id: 9 });
      }),
    );
    const { user } = renderForm('/cash/addcashtype');
    await user.type(await screen.findByTestId('cash-form-holder'), '李娜');
    await user.click(screen.getByLabelText('Bank'));
    await user.click(await screen.findByText('招商银行', { selector: '.ant-select-item-option-content' }));
    // Typed in groups, sent without the spaces.
    await user.type(screen.getByTestId('cash-form-account-no'), '4111 1111 1111 1111');
    await user.click(screen.getByTestId('cash-form-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ kind: 'bankCard', holder: '李娜', bank: '招商银行', branch: '', accountNo: '4111111111111111', isDefault: false });
  });

  it("shows the server's refusal of the account number under the field", async () => {
    signInWith(...READ_WRITE);
    // The generated handlers answer 200 only: a refusal is answered by hand.
    server.use(
      http.post('*/api/admin/cashMethod/add', () =>
        errorReply(400, 'accountNo: an Alipay account is a mainland mobile number or an e-mail address', { field: 'accountNo' }),
      ),
    );
    const { user } = renderForm('/cash/addcashtype');
    await user.click(await screen.findByText('Alipay'));
    await user.type(screen.getByTestId('cash-form-holder'), '李娜');
    await user.type(screen.getByTestId('cash-form-account-no'), 'shop@example.cn');
    await user.click(screen.getByTestId('cash-form-save'));
    const under = await screen.findByText('accountNo: an Alipay account is a mainland mobile number or an e-mail address', {
      selector: '.ant-form-item-explain-error',
    });
    expect(under.closest('.ant-form-item')).toContainElement(screen.getByTestId('cash-form-account-no'));
    expect(screen.queryByTestId('methods-list')).not.toBeInTheDocument();
  });

  it('edits a method: the masked number is not sent back, the whole one is entered again', async () => {
    signInWith(...READ_WRITE);
    const posted: CashMethodInput[] = [];
    server.use(
      getAdminCashMethodDetailMockHandler(envelope(sampleMethods()[0])),
      getAdminCashMethodEditMockHandler(async ({ request }) => {
        posted.push((await request.json()) as CashMethodInput);
        return envelope({ ...sampleMethods()[0], branch: '杭州滨江支行' });
      }),
    );
    const { user } = renderForm('/cash/editcashtype/1');
    expect(await screen.findByDisplayValue('张伟')).toBeInTheDocument();
    expect(screen.getByText('Now **** **** **** 0004. For safety, enter the whole number again to save.')).toBeInTheDocument();
    expect(screen.getByTestId('cash-form-account-no')).toHaveValue('');
    expect(screen.getByTestId('cash-form-default')).toBeDisabled();
    await user.clear(screen.getByTestId('cash-form-branch'));
    await user.type(screen.getByTestId('cash-form-branch'), '杭州滨江支行');
    await user.click(screen.getByTestId('cash-form-save'));
    expect(await screen.findByText('Account number is required')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await user.type(screen.getByTestId('cash-form-account-no'), '6217000000000000004');
    await user.click(screen.getByTestId('cash-form-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      id: 1, kind: 'bankCard', holder: '张伟', bank: '中国工商银行', branch: '杭州滨江支行', accountNo: '6217000000000000004', isDefault: true,
    });
    expect(await screen.findByTestId('methods-list')).toBeInTheDocument();
  });
});

describe("the shop's account", { timeout: 60_000 }, () => {
  it('shows the four figures, and the debt with what it means when there is one', async () => {
    signInWith('cash:account:read');
    server.use(getAdminCashAccountDetailMockHandler(envelope(sampleAccount())));
    const { unmount } = renderPage(<AccountPage />, '/cash/shopcash');
    expect(await screen.findByText('1,234.50')).toBeInTheDocument();
    expect(screen.getByTestId('cash-figure-frozen')).toHaveTextContent('200.00');
    expect(screen.getByTestId('cash-figure-pendingSettlement')).toHaveTextContent('356.20');
    expect(screen.getByTestId('cash-figure-withdrawn')).toHaveTextContent('8,000.00');
    expect(screen.queryByTestId('cash-debt')).not.toBeInTheDocument();
    // A reader is offered only what it can do: no withdrawal, no flow without their permissions.
    expect(screen.queryByTestId('cash-withdraw')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cash-flow')).not.toBeInTheDocument();
    expect(screen.getByTestId('cash-chart-slot')).toBeInTheDocument();
    unmount();

    server.use(getAdminCashAccountDetailMockHandler(envelope(sampleAccount({ available: '0.00', debt: '45.60' }))));
    renderPage(<AccountPage />, '/cash/shopcash');
    expect(await screen.findByText('Debt to repay: ¥45.60')).toBeInTheDocument();
    expect(screen.getByText(/The next settlements pay it first/)).toBeInTheDocument();
  });

  it('opens the withdrawal dialog in place for an applicant, and shows the flow to its readers', async () => {
    signInWith('cash:account:read', 'cash:withdraw:apply', 'cash:flow:read', 'cash:method:read');
    listed();
    server.use(getAdminCashAccountDetailMockHandler(envelope(sampleAccount())));
    const { user } = renderPage(<AccountPage />, '/cash/shopcash');
    expect(await screen.findByTestId('cash-flow')).toBeInTheDocument();
    await user.click(await screen.findByTestId('cash-withdraw'));
    const dialog = (await screen.findByTestId('withdraw-amount')).closest('[role="dialog"]') as HTMLElement;
    expect(await within(dialog).findByText('中国工商银行 · 张伟 · **** **** **** 0004')).toBeInTheDocument();
    expect(screen.getByTestId('cash-account')).toBeInTheDocument();
  });
});
