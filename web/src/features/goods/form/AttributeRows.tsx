import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttributeRow } from '../../../api/generated/model';

/** One value kept as a list of one (text and single rows), as the contract takes it. */
const one = {
  getValueProps: (v: string[] | undefined) => ({ value: v?.[0] }),
  normalize: (v: string | undefined) => (v === undefined || v === '' ? [] : [v]),
};

/**
 * The category's attribute rows: free text, one option or several; a required row must be
 * filled. Each row's field is `attributes[k].values`, k its place among the rows, as the
 * server names it in a refusal.
 */
export function AttributeRows({ rows }: { rows: AttributeRow[] }) {
  const { t } = useTranslation('goods');
  if (rows.length === 0) return null;
  return (
    <div data-testid="goods-attributes">
      {rows.map((r, k) => {
        const rule = { required: r.required, type: 'array' as const, min: r.required ? 1 : 0, message: t('form.attributeRule', { name: r.name }) };
        const options = (r.options ?? []).map((o) => ({ value: o, label: o }));
        return (
          <div key={r.name}>
            <Form.Item name={['attributes', k, 'name']} hidden initialValue={r.name}>
              <Input />
            </Form.Item>
            <Form.Item name={['attributes', k, 'values']} label={r.name} required={r.required} rules={[rule]} {...(r.kind === 'multi' ? {} : one)}>
              {r.kind === 'text' ? (
                <Input maxLength={100} style={{ width: 360 }} data-testid={`attribute-${k}`} />
              ) : (
                <Select
                  mode={r.kind === 'multi' ? 'multiple' : undefined}
                  allowClear
                  options={options}
                  style={{ width: 360 }}
                  placeholder={t('form.attributeChoose')}
                  data-testid={`attribute-${k}`}
                />
              )}
            </Form.Item>
          </div>
        );
      })}
    </div>
  );
}
