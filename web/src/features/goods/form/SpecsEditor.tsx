import { Button, Card, Form, Input, Select, Space } from 'antd';
import { useAdminGoodsSpecIndex } from '../../../api/generated/goods/goods';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const MAX_SPECS = 3;

/** The specs of a multi-spec goods: up to three names, each with its values (typed as tags). */
export function SpecsEditor() {
  const { t } = useTranslation('goods');
  const library = useAdminGoodsSpecIndex().data?.list ?? [];
  return (
    <Form.List name="specs">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((f, i) => (
            <Card size="small" key={f.key}>
              <Space align="start" wrap>
                <Form.Item name={[f.name, 'name']} label={t('form.specName')} rules={[{ required: true, whitespace: true, message: t('form.specNameRule') }]}>
                  <Input maxLength={20} style={{ width: 140 }} data-testid={`spec-name-${i}`} />
                </Form.Item>
                <Form.Item name={[f.name, 'values']} label={t('form.specValues')} rules={[{ required: true, message: t('form.specValuesRule') }]}>
                  <Select mode="tags" style={{ minWidth: 320 }} suffixIcon={null} notFoundContent={null} tokenSeparators={[',', '，']} data-testid={`spec-values-${i}`} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label={t('form.removeSpec')} onClick={() => remove(f.name)} />
              </Space>
            </Card>
          ))}
          {fields.length < MAX_SPECS && (
            <Space>
              <Button icon={<PlusOutlined />} onClick={() => add({ name: '', values: [] })} data-testid="spec-add">
                {t('form.addSpec')}
              </Button>
              {library.length > 0 && (
                <Select
                  placeholder={t('spec.pick')}
                  style={{ width: 200 }}
                  value={null}
                  options={library.map((s) => ({ value: s.id, label: s.name }))}
                  onChange={(id) => {
                    const s = library.find((x) => x.id === id);
                    if (s) add({ name: s.name, values: [...s.values] });
                  }}
                  data-testid="spec-pick"
                />
              )}
            </Space>
          )}
        </Space>
      )}
    </Form.List>
  );
}
