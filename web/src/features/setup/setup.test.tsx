import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../test/server';
import { errorReply } from '../../test/envelopes';
import { renderPage, signInWith } from '../../test/harness';
import {
  getAdminShopAddressAddMockHandler,
  getAdminShopAddressDestroyMockHandler,
  getAdminShopAddressSetDefaultMockHandler,
} from '../../api/generated/setup/setup.msw';
import type { ShopAddress, ShopAddressDefaultRequest, ShopAddressInput } from '../../api/generated/model';
import { envelope, listed, sampleAddresses } from './testing';
import AddressesPage from './AddressesPage';
import ReturnWarehousePage from './ReturnWarehousePage';

const READ_WRITE = ['shop:setup:read', 'shop:setup:write'];

/** Answers setDefault as the server does: the one address takes the default. */
function settingDefaults(addresses: { current: ShopAddress[] }, asked: ShopAddressDefaultRequest[]) {
  server.use(
    getAdminShopAddressSetDefaultMockHandler(async ({ request }) => {
      const body = (await request.json()) as ShopAddressDefaultRequest;
      asked.push(body);
      const flag = body.kind === 'return' ? 'isDefaultReturn' : 'isDefaultShipping';
      addresses.current = addresses.current.map((a) => ({ ...a, [flag]: a.id === body.id }));
      return envelope(addresses.current.find((a) => a.id === body.id) as ShopAddress);
    }),
  );
}

describe('shop addresses', { timeout: 60_000 }, () => {
  it('lists the addresses with their region and the two defaults tagged; a reader gets no action', async () => {
    signInWith('shop:setup:read');
    listed();
    renderPage(<AddressesPage />, '/set/shopcash');
    expect(await screen.findByTestId('address-contact-1')).toHaveTextContent('张伟');
    expect(screen.getByText('文二路 8 号仓库')).toBeInTheDocument();
    expect(screen.getAllByText('浙江省杭州市西湖区')).toHaveLength(3);
    expect(screen.getByTestId('address-shipping-tag-1')).toHaveTextContent('Shipping default');
    expect(screen.getByTestId('address-return-tag-2')).toHaveTextContent('Return warehouse');
    expect(screen.queryByTestId('address-return-tag-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('address-shipping-tag-3')).not.toBeInTheDocument();
    expect(screen.queryByTestId('address-edit-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('address-add')).not.toBeInTheDocument();
  });

  it('shows an empty shop a way to add its first address', async () => {
    signInWith(...READ_WRITE);
    listed(() => []);
    const { user } = renderPage(<AddressesPage />, '/set/shopcash');
    expect(await screen.findByTestId('addresses-empty')).toHaveTextContent('No address yet');
    await user.click(screen.getByTestId('address-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The first address is both where parcels are sent from and the return warehouse.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('address-return')).toBeChecked();
    expect(within(dialog).getByTestId('address-shipping')).toBeChecked();
  });

  it('asks before deleting, and refuses to delete the return warehouse, saying why', async () => {
    signInWith(...READ_WRITE);
    let addresses = sampleAddresses();
    listed(() => addresses);
    const deleted: unknown[] = [];
    server.use(
      getAdminShopAddressDestroyMockHandler(async ({ request }) => {
        const body = (await request.json()) as { id: number };
        deleted.push(body);
        addresses = addresses.filter((a) => a.id !== body.id);
        return envelope(null);
      }),
    );
    const { user } = renderPage(<AddressesPage />, '/set/shopcash');
    // The return warehouse: its delete is off, and its tooltip says what to do first.
    const blocked = await screen.findByTestId('address-delete-2');
    expect(blocked).toBeDisabled();
    await user.hover(screen.getByTestId('address-delete-blocked-2'));
    expect(
      await screen.findByText('This is the return warehouse and cannot be deleted: choose another return warehouse first.'),
    ).toBeInTheDocument();

    await user.click(screen.getByTestId('address-delete-3'));
    expect(await screen.findByText('Delete the address "王强 浙江省杭州市西湖区学院路 3 号"?')).toBeInTheDocument();
    expect(deleted).toHaveLength(0);
    await user.click(screen.getByTestId('address-delete-ok'));
    await waitFor(() => expect(deleted).toEqual([{ id: 3 }]));
    await waitFor(() => expect(screen.queryByTestId('address-contact-3')).not.toBeInTheDocument());
  });

  it('makes an address the return warehouse with setDefault kind=return', async () => {
    signInWith(...READ_WRITE);
    const addresses = { current: sampleAddresses() };
    listed(() => addresses.current);
    const asked: ShopAddressDefaultRequest[] = [];
    settingDefaults(addresses, asked);
    const { user } = renderPage(<AddressesPage />, '/set/shopcash');
    await user.click(await screen.findByTestId('address-set-return-3'));
    await waitFor(() => expect(asked).toEqual([{ id: 3, kind: 'return' }]));
    expect(await screen.findByTestId('address-return-tag-3')).toBeInTheDocument();
    expect(screen.queryByTestId('address-return-tag-2')).not.toBeInTheDocument();
    // The former warehouse may be deleted now.
    expect(screen.getByTestId('address-delete-2')).toBeEnabled();
  });

  it('checks the mobile number and asks for a district before saving', async () => {
    signInWith(...READ_WRITE);
    listed();
    const posted: ShopAddressInput[] = [];
    server.use(
      getAdminShopAddressAddMockHandler(async ({ request }) => {
        const body = (await request.json()) as ShopAddressInput;
        posted.push(body);
        return envelope({ ...sampleAddresses()[2], id: 4, contact: body.contact });
      }),
    );
    const { user } = renderPage(<AddressesPage />, '/set/shopcash');
    await user.click(await screen.findByTestId('address-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('address-contact'), '赵敏');
    await user.type(within(dialog).getByTestId('address-mobile'), '12345678901');
    await user.type(within(dialog).getByTestId('address-detail'), '定海路 5 号');
    // A city without districts is not enough.
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByText('浙江省'));
    await user.click(await screen.findByText('舟山市'));
    await user.click(within(dialog).getByTestId('address-save'));
    expect(await within(dialog).findByText('Enter a mainland mobile number (11 digits from 13 to 19)')).toBeInTheDocument();
    expect(await within(dialog).findByText('Choose down to a district')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('address-mobile'));
    await user.type(within(dialog).getByTestId('address-mobile'), '13912345678');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByText('杭州市'));
    await user.click(await screen.findByText('西湖区'));
    await user.click(within(dialog).getByTestId('address-return'));
    await user.click(within(dialog).getByTestId('address-save'));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          contact: '赵敏', mobile: '13912345678', provinceCode: '330000', cityCode: '330100', districtCode: '330106', detail: '定海路 5 号',
          isDefaultShipping: false, isDefaultReturn: true,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal of the district under the region", async () => {
    signInWith(...READ_WRITE);
    listed();
    server.use(
      http.post('*/api/admin/shopAddress/add', () =>
        errorReply(400, 'districtCode: choose a province, a city of it and a district of that city', { field: 'districtCode' }),
      ),
    );
    const { user } = renderPage(<AddressesPage />, '/set/shopcash');
    await user.click(await screen.findByTestId('address-add'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('address-contact'), '赵敏');
    await user.type(within(dialog).getByTestId('address-mobile'), '13912345678');
    await user.type(within(dialog).getByTestId('address-detail'), '定海路 5 号');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByText('浙江省'));
    await user.click(await screen.findByText('杭州市'));
    await user.click(await screen.findByText('西湖区'));
    await user.click(within(dialog).getByTestId('address-save'));
    const under = await within(dialog).findByText('districtCode: choose a province, a city of it and a district of that city', {
      selector: '.ant-form-item-explain-error',
    });
    expect(under.closest('.ant-form-item')).toContainElement(within(dialog).getByRole('combobox'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('return warehouse', { timeout: 60_000 }, () => {
  it('shows the return warehouse and changes it to another address', async () => {
    signInWith(...READ_WRITE);
    const addresses = { current: sampleAddresses() };
    listed(() => addresses.current);
    const asked: ShopAddressDefaultRequest[] = [];
    settingDefaults(addresses, asked);
    const { user } = renderPage(<ReturnWarehousePage />, '/set/refundAddress');
    const current = await screen.findByTestId('warehouse-current');
    expect(current).toHaveTextContent('李娜');
    expect(current).toHaveTextContent('13800000002');
    expect(current).toHaveTextContent('浙江省杭州市西湖区文二路 8 号仓库');
    expect(screen.getByText('Goods of an agreed return are sent back by the buyer to this address.')).toBeInTheDocument();

    await user.click(screen.getByTestId('warehouse-change'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('warehouse-change-ok')).toBeDisabled();
    await user.click(within(dialog).getByTestId('warehouse-choice-1'));
    await user.click(within(dialog).getByTestId('warehouse-change-ok'));
    await waitFor(() => expect(asked).toEqual([{ id: 1, kind: 'return' }]));
    await waitFor(() => expect(screen.getByTestId('warehouse-current')).toHaveTextContent('张伟'));
    expect(screen.getByTestId('warehouse-current')).toHaveTextContent('文三路 1 号');
  });

  it('leads a shop without an address to add one', async () => {
    signInWith(...READ_WRITE);
    listed(() => []);
    const { user } = renderPage(<ReturnWarehousePage />, '/set/refundAddress');
    expect(await screen.findByTestId('warehouse-empty')).toHaveTextContent('Add an address: it becomes the return warehouse.');
    await user.click(screen.getByTestId('warehouse-add'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('address-return')).toBeChecked();
  });

  it('says when the addresses could not be read', async () => {
    signInWith(...READ_WRITE);
    server.use(http.get('*/api/admin/shopAddress/index', () => errorReply(503, 'the service is busy')));
    renderPage(<ReturnWarehousePage />, '/set/refundAddress');
    expect(await screen.findByText('The return warehouse could not be loaded', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
