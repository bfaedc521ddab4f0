import { Avatar, Space } from 'antd';
import type { GoodsBrief } from '../../../api/generated/model';

export function GoodsCell({ goods }: { goods: GoodsBrief }) {
  return (
    <Space>
      <Avatar shape="square" size="small" src={goods.image || undefined}>
        {goods.name.slice(0, 1)}
      </Avatar>
      {goods.name}
    </Space>
  );
}
