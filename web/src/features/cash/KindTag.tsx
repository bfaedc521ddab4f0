import { Tag } from 'antd';
import { AlipayCircleOutlined, BankOutlined, WechatOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MethodKind } from '../../api/generated/model';

const looks: Record<MethodKind, { icon: React.ReactNode; color: string }> = {
  bankCard: { icon: <BankOutlined />, color: 'gold' },
  alipay: { icon: <AlipayCircleOutlined />, color: 'blue' },
  wechat: { icon: <WechatOutlined />, color: 'green' },
};

/** A withdrawal method's kind: its icon and name. */
export function KindTag({ kind }: { kind: MethodKind }) {
  const { t } = useTranslation('cash');
  const look = looks[kind];
  return (
    <Tag icon={look.icon} color={look.color} style={{ marginInlineEnd: 0 }}>
      {t(`kinds.${kind}`)}
    </Tag>
  );
}
