import { useState } from 'react';
import { Card, Col, Empty, Input, Pagination, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import 'remixicon/fonts/remixicon.css';
import { useGetDemoGoodsList } from '../../api/generated/demo/demo';
import { formatMoney } from '../../shared/format';

const PAGE_SIZE = 12;

/** Goods cards (mock `/goods/getList`): picture, icon, title, price, labels, company and description. */
export default function GoodsPage() {
  const { t } = useTranslation('demo');
  const [title, setTitle] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending } = useGetDemoGoodsList({ title: title || undefined, pageNo, pageSize: PAGE_SIZE });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        placeholder={t('goods.search')}
        enterButton={t('search')}
        onSearch={(v) => {
          setTitle(v.trim());
          setPageNo(1);
        }}
        style={{ maxWidth: 360 }}
      />
      {isPending ? (
        <Skeleton active />
      ) : !data || data.list.length === 0 ? (
        <Empty description={t('goods.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {data.list.map((g) => (
            <Col key={g.id} xs={24} sm={12} md={8} xl={6}>
              <Card
                hoverable
                data-testid="goods-card"
                cover={<img alt={g.title} src={g.image} style={{ height: 160, objectFit: 'cover' }} />}
                actions={[
                  <a key="visit" href={g.url} target="_blank" rel="noreferrer">
                    {t('goods.visit')}
                  </a>,
                ]}
              >
                <Card.Meta
                  avatar={<i className={`ri-${g.icon}`} style={{ fontSize: 24 }} aria-hidden />}
                  title={g.title}
                  description={
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 8 }}>
                      {g.description}
                    </Typography.Paragraph>
                  }
                />
                <Typography.Text strong style={{ color: '#f5222d', fontSize: 18 }}>
                  ¥{formatMoney(g.price)}
                </Typography.Text>
                <div style={{ margin: '8px 0' }}>
                  {g.labels.map((l) => (
                    <Tag key={l} color="orange">
                      {l}
                    </Tag>
                  ))}
                </div>
                <Typography.Text type="secondary">{g.company}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Pagination
        current={pageNo}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onChange={setPageNo}
        showTotal={(total) => t('total', { total })}
        hideOnSinglePage
      />
    </Space>
  );
}
