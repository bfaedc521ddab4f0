import { useEffect } from 'react';
import { Button, Card, Form, Input, Select, Space, Switch, TreeSelect } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  getAdminGoodsAttributeIndexQueryKey,
  useAdminGoodsAttributeAdd,
  useAdminGoodsAttributeDetail,
  useAdminGoodsAttributeEdit,
  useAdminGoodsCategoryIndex,
} from '../../../api/generated/goods/goods';
import type { AttributeTemplateInput } from '../../../api/generated/model';
import { usePermission } from '../../../session/permission';
import { useFormKit } from '../../../shared/form';
import { toTree, type CategoryNode } from '../categories/tree';

type TreeOption = { value: number; title: string; children?: TreeOption[] };
const treeData = (nodes: CategoryNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, ...(n.children ? { children: treeData(n.children) } : {}) }));

const empty: AttributeTemplateInput = { categoryId: 0, name: '', rows: [{ name: '', required: false, kind: 'text', options: [] }] };

/** The attribute template editor (`goods/template`, `?id=` to edit): rows of name, required, kind, options. */
export default function TemplatePage() {
  const { t } = useTranslation('goods');
  const [search] = useSearchParams();
  const id = /^\d+$/.test(search.get('id') ?? '') ? Number(search.get('id')) : undefined;
  const canWrite = usePermission('goods:attribute:write');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AttributeTemplateInput>();
  const kit = useFormKit(form, { page: true });
  const { reset } = kit;
  const categories = useAdminGoodsCategoryIndex().data?.list ?? [];
  const detail = useAdminGoodsAttributeDetail({ id: id ?? 0 }, { query: { enabled: id !== undefined } });
  useEffect(() => {
    if (id === undefined) reset(empty);
  }, [id, reset]);
  useEffect(() => {
    if (id !== undefined && detail.data) reset(detail.data);
  }, [id, detail.data, reset]);
  const mutation = { onSuccess: () => void queryClient.invalidateQueries({ queryKey: getAdminGoodsAttributeIndexQueryKey() }) };
  const add = useAdminGoodsAttributeAdd({ request: kit.request, mutation });
  const edit = useAdminGoodsAttributeEdit({ request: kit.request, mutation });

  return (
    <Card title={id ? t('attribute.editTitle') : t('attribute.addTitle')}>
      <Form<AttributeTemplateInput>
        {...kit.formProps}
        layout="vertical"
        disabled={!canWrite}
        initialValues={empty}
        onFinish={(v) => {
          const data = { ...v, rows: v.rows.map((r) => ({ ...r, options: r.kind === 'text' ? [] : (r.options ?? []) })) };
          void kit.save(async () => {
            const saved = id ? await edit.mutateAsync({ data: { ...data, id } }) : await add.mutateAsync({ data });
            if (!id) setTimeout(() => navigate('/goods/goods/attribute'), 0);
            return saved;
          });
        }}
      >
        <Form.Item name="categoryId" label={t('goods.category')} rules={[{ required: true, type: 'number', min: 1, message: t('attribute.categoryRule') }]}>
          <TreeSelect treeData={treeData(toTree(categories))} style={{ width: 300 }} data-testid="attribute-category" />
        </Form.Item>
        <Form.Item name="name" label={t('attribute.name')} rules={[{ required: true, whitespace: true, message: t('attribute.nameRule') }]}>
          <Input maxLength={30} style={{ width: 300 }} data-testid="attribute-name" />
        </Form.Item>
        <Form.List name="rows">
          {(fields, { add: addRow, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" wrap>
                  <Form.Item name={[f.name, 'name']} label={t('attribute.rowName')} rules={[{ required: true, whitespace: true, message: t('attribute.nameRule') }]}>
                    <Input maxLength={20} style={{ width: 140 }} data-testid={`attribute-row-${i}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'required']} label={t('attribute.required')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Form.Item name={[f.name, 'kind']} label={t('attribute.kind')}>
                    <Select style={{ width: 120 }} options={(['text', 'single', 'multi'] as const).map((k) => ({ value: k, label: t(`attribute.kinds.${k}`) }))} />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      form.getFieldValue(['rows', f.name, 'kind']) !== 'text' && (
                        <Form.Item name={[f.name, 'options']} label={t('attribute.options')} rules={[{ required: true, message: t('attribute.optionsRule') }]}>
                          <Select mode="tags" suffixIcon={null} notFoundContent={null} tokenSeparators={[',', '，']} style={{ minWidth: 260 }} />
                        </Form.Item>
                      )
                    }
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} aria-label={t('common.delete')} disabled={fields.length === 1} onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => addRow({ name: '', required: false, kind: 'text', options: [] })} data-testid="attribute-row-add">
                {t('attribute.addRow')}
              </Button>
            </Space>
          )}
        </Form.List>
        {canWrite && (
          <Button type="primary" htmlType="submit" loading={kit.saving} style={{ marginTop: 16 }} data-testid="attribute-save">
            {t('attribute.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
