import { Button, Descriptions, Drawer, Skeleton, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useAdminGoodsBrowseIndex,
  useAdminGoodsCollectIndex,
  useAdminUserAccountLogIndex,
  useAdminUserDetail,
} from '../../../api/generated/shopusers/shopusers';
import type { TFunction } from 'i18next';
import type { AccountType, Address, LedgerEntry, User, UserCoupon, UserCouponStatus } from '../../../api/generated/model';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { accountAmount, accountLabel, signed } from '../account';

/** A user's details in tabs: profile, ledger, addresses, coupons, favourites, browsing. */
export function UserDrawer({ user, onClose, onAdjust }: { user: User; onClose: () => void; onAdjust?: (u: User) => void }) {
  const { t } = useTranslation('shopUsers');
  const { data } = useAdminUserDetail({ id: user.id });
  const u = data?.user ?? user;

  const tabs = [
    { key: 'profile', label: t('user.tabs.profile'), children: <Profile user={u} /> },
    { key: 'ledger', label: t('user.tabs.ledger'), children: <UserLedger userId={u.id} /> },
    { key: 'addresses', label: t('user.tabs.addresses'), children: <Addresses rows={data?.addresses} /> },
    { key: 'coupons', label: t('user.tabs.coupons'), children: <Coupons rows={data?.coupons} /> },
    { key: 'favourites', label: t('user.tabs.favourites'), children: <Favourites userId={u.id} /> },
    { key: 'browsing', label: t('user.tabs.browsing'), children: <Browsing userId={u.id} /> },
  ];
  return (
    <Drawer
      open
      width={760}
      title={t('user.drawerTitle', { name: u.nickname })}
      onClose={onClose}
      extra={onAdjust && <Button onClick={() => onAdjust(u)}>{t('user.adjust')}</Button>}
    >
      {data ? <Tabs items={tabs} destroyOnHidden /> : <Skeleton active />}
    </Drawer>
  );
}

function Profile({ user: u }: { user: User }) {
  const { t } = useTranslation('shopUsers');
  return (
    <Descriptions column={2} size="small" bordered data-testid="user-profile">
      <Descriptions.Item label={t('user.sn')}>{u.sn}</Descriptions.Item>
      <Descriptions.Item label={t('user.mobile')}>{u.mobile}</Descriptions.Item>
      <Descriptions.Item label={t('user.sex')}>{t(`user.sexes.${u.sex}`)}</Descriptions.Item>
      <Descriptions.Item label={t('user.level')}>{u.levelId ? u.levelName : t('user.noLevel')}</Descriptions.Item>
      <Descriptions.Item label={t('user.balance')}>
        <span data-testid="profile-balance">{formatMoney(u.balance)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('user.points')}>{u.points}</Descriptions.Item>
      <Descriptions.Item label={t('user.growth')}>{u.growth}</Descriptions.Item>
      <Descriptions.Item label={t('user.earnings')}>{formatMoney(u.earnings)}</Descriptions.Item>
      <Descriptions.Item label={t('user.spent')}>{formatMoney(u.totalOrderAmount)}</Descriptions.Item>
      <Descriptions.Item label={t('user.disabled')}>{u.disabled ? t('common.yes') : t('common.no')}</Descriptions.Item>
      <Descriptions.Item label={t('user.registeredAt')}>{formatDateTime(u.registeredAt)}</Descriptions.Item>
      <Descriptions.Item label={t('user.lastLoginAt')}>{formatDateTime(u.lastLoginAt)}</Descriptions.Item>
      <Descriptions.Item label={t('user.remark')} span={2}>
        {u.remark || t('common.none')}
      </Descriptions.Item>
    </Descriptions>
  );
}

function ledgerColumns(t: TFunction<'shopUsers'>) {
  return [
    { key: 'logSn', dataIndex: 'logSn', title: t('ledger.logSn') },
    { key: 'type', dataIndex: 'type', title: t('ledger.type'), render: (v: AccountType) => accountLabel(t, v) },
    { key: 'channel', dataIndex: 'channelLabel', title: t('ledger.channel') },
    {
      key: 'change',
      title: t('ledger.change'),
      align: 'right' as const,
      render: (_: unknown, e: LedgerEntry) => (
        <span style={{ color: e.changeType === 'decrease' ? '#cf1322' : '#389e0d' }}>{signed(e.type, e.changeAmount, e.changeType)}</span>
      ),
    },
    { key: 'leftAmount', title: t('ledger.left'), align: 'right' as const, render: (_: unknown, e: LedgerEntry) => accountAmount(e.type, e.leftAmount) },
    { key: 'remark', dataIndex: 'remark', title: t('ledger.remark') },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('ledger.createdAt'), render: (v: string) => formatDateTime(v) },
  ];
}

function UserLedger({ userId }: { userId: number }) {
  const { t } = useTranslation('shopUsers');
  const { data, isFetching } = useAdminUserAccountLogIndex({ userId, pageSize: 50 });
  return (
    <Table<LedgerEntry>
      data-testid="user-ledger"
      size="small"
      rowKey="id"
      loading={isFetching}
      dataSource={data?.list}
      columns={ledgerColumns(t).map((c) => (c.key === 'channel' ? { ...c, dataIndex: 'channel' } : c))}
      pagination={false}
    />
  );
}

function Addresses({ rows }: { rows: Address[] | undefined }) {
  const { t } = useTranslation('shopUsers');
  return (
    <Table<Address>
      size="small"
      rowKey="id"
      dataSource={rows}
      pagination={false}
      columns={[
        { key: 'contact', dataIndex: 'contact', title: t('address.contact') },
        { key: 'mobile', dataIndex: 'mobile', title: t('address.mobile') },
        { key: 'region', title: t('address.region'), render: (_, a) => regionText(a) },
        { key: 'detail', dataIndex: 'detail', title: t('address.detail') },
        { key: 'isDefault', title: t('address.isDefault'), render: (_, a) => (a.isDefault ? <Tag color="blue">{t('address.isDefault')}</Tag> : null) },
      ]}
    />
  );
}

/** Region names when the server resolves them, the codes otherwise. */
export function regionText(a: Address): string {
  const part = (name: string, code: string) => name || code;
  return [part(a.provinceName, a.provinceCode), part(a.cityName, a.cityCode), part(a.districtName, a.districtCode)].join(' / ');
}

function Coupons({ rows }: { rows: UserCoupon[] | undefined }) {
  const { t } = useTranslation(['shopUsers', 'coupons']);
  return (
    <Table<UserCoupon>
      size="small"
      rowKey="id"
      dataSource={rows}
      pagination={false}
      columns={[
        { key: 'couponName', dataIndex: 'couponName', title: t('coupons:coupon.name') },
        { key: 'amount', dataIndex: 'amount', title: t('coupons:coupon.amount'), align: 'right', render: (v: string) => formatMoney(v) },
        { key: 'status', dataIndex: 'status', title: t('coupons:coupon.heldStatus'), render: (v: UserCouponStatus) => t(`coupons:coupon.heldStatuses.${v}`) },
        { key: 'validTo', dataIndex: 'validTo', title: t('coupons:coupon.validTo'), render: (v: string) => formatDateTime(v) },
      ]}
    />
  );
}

function Favourites({ userId }: { userId: number }) {
  const { t } = useTranslation('shopUsers');
  const { data } = useAdminGoodsCollectIndex({ userId, pageSize: 50 });
  return (
    <Table
      size="small"
      rowKey="id"
      dataSource={data?.list}
      pagination={false}
      columns={[
        { key: 'goods', title: t('goods.goods'), render: (_, f) => f.goods.name },
        { key: 'price', title: t('goods.price'), align: 'right', render: (_, f) => formatMoney(f.goods.price) },
        { key: 'createdAt', dataIndex: 'createdAt', title: t('goods.createdAt'), render: (v: string) => formatDateTime(v) },
      ]}
    />
  );
}

function Browsing({ userId }: { userId: number }) {
  const { t } = useTranslation('shopUsers');
  const { data } = useAdminGoodsBrowseIndex({ userId, pageSize: 50 });
  return (
    <Table
      size="small"
      rowKey="id"
      dataSource={data?.list}
      pagination={false}
      columns={[
        { key: 'goods', title: t('goods.goods'), render: (_, b) => b.goods.name },
        { key: 'visits', dataIndex: 'visits', title: t('goods.visits'), align: 'right' },
        { key: 'lastVisitedAt', dataIndex: 'lastVisitedAt', title: t('goods.lastVisitedAt'), render: (v: string) => formatDateTime(v) },
      ]}
    />
  );
}
