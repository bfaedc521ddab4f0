import { Checkbox, Col, Form, Input, InputNumber, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ComponentKey, type MenuEdit, type MenuNode, type RouteMeta } from '../../api/generated/model';
import {
  getListMenusQueryKey,
  useEditMenu,
  useListPermissions,
  useListRoles,
} from '../../api/generated/system/system';
import { menuOptions } from './options';
import { FormDialog, useFormKit } from '../../shared/form';

/** The boolean meta fields, shown as one checklist. */
const FLAGS = [
  'hidden', 'levelHidden', 'breadcrumbHidden', 'noClosable', 'noKeepAlive', 'tabHidden', 'dynamicNewTab', 'dot', 'isCustomSvg',
] as const;
type Flag = (typeof FLAGS)[number];

interface Values {
  parentId?: number;
  path: string;
  name: string;
  component?: ComponentKey;
  redirect?: string;
  order: number;
  title: string;
  icon?: string;
  badge?: string;
  activeMenu?: string;
  guard: string[];
  guardMode?: RouteMeta['guardMode'];
  permissions: string[];
  flags: Flag[];
}

const EXTERNAL = /^(https?:|mailto:|tel:|\/\/)/;

/** The request nests a route's meta (`meta.title`); the form has its fields flat, the flags in one list. */
const META_FIELDS: Record<string, string> = {
  ...Object.fromEntries(['title', 'icon', 'badge', 'activeMenu', 'guard', 'guardMode', 'permissions'].map((f) => [`meta.${f}`, f])),
  ...Object.fromEntries(FLAGS.map((f) => [`meta.${f}`, 'flags'])),
};

function toValues(m: MenuNode | null, parentId: number): Partial<Values> {
  if (!m) return { parentId: parentId || undefined, order: 0, guard: [], permissions: [], flags: [] };
  const { title, icon, badge, activeMenu, guard, guardMode, permissions } = m.meta;
  return {
    parentId: m.parentId || undefined, path: m.path, name: m.name, component: (m.component || undefined) as ComponentKey | undefined,
    redirect: m.redirect || undefined, order: m.order, title, icon, badge, activeMenu, guard: guard ?? [], guardMode,
    permissions: permissions ?? [], flags: FLAGS.filter((f) => m.meta[f]),
  };
}

function toBody(v: Values, id?: number): MenuEdit {
  const meta: RouteMeta = { title: v.title.trim() };
  const text = (s?: string) => s?.trim() || undefined;
  if (text(v.icon)) meta.icon = text(v.icon);
  if (text(v.badge)) meta.badge = text(v.badge);
  if (text(v.activeMenu)) meta.activeMenu = text(v.activeMenu);
  if (v.guard.length) meta.guard = v.guard;
  if (v.guardMode) meta.guardMode = v.guardMode;
  if (v.permissions.length) meta.permissions = v.permissions;
  for (const f of v.flags) meta[f] = true;
  const body: MenuEdit = { parentId: v.parentId ?? 0, path: v.path.trim(), name: v.name.trim(), order: v.order ?? 0, meta };
  if (id) body.id = id;
  if (v.component) body.component = v.component;
  if (text(v.redirect)) body.redirect = text(v.redirect);
  return body;
}

interface Props {
  tree: MenuNode[];
  editing: { menu: MenuNode | null; parentId: number } | null;
  /** Closes the form: after a save too. */
  onClose: () => void;
}

/** Every field of a route record: path, name, page, redirect, order, parent and all of meta. */
export function MenuForm({ tree, editing, onClose }: Props) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const open = editing !== null;
  const roles = useListRoles({ pageSize: 100 }, { query: { enabled: open } });
  const permissions = useListPermissions({ query: { enabled: open } });
  const kit = useFormKit(form, { aliases: META_FIELDS, onSaved: onClose });
  const save = useEditMenu({
    request: kit.request,
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListMenusQueryKey() }) },
  });
  const current = editing?.menu ?? null;
  const required = (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });

  return (
    <FormDialog<Values>
      kit={kit}
      drawer
      open={open}
      width={560}
      title={current ? t('menu.editTitle') : t('menu.addTitle')}
      onClose={onClose}
      name="menu"
      initialValues={toValues(current, editing?.parentId ?? 0)}
      onFinish={(v) => void kit.save(() => save.mutateAsync({ data: toBody(v, current?.id) }))}
    >
      <Form.Item name="parentId" label={t('menu.parent')}>
        <TreeSelect allowClear placeholder={t('menu.top')} treeData={menuOptions(tree, current?.id)} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="title" label={t('menu.menuTitle')} rules={[required(t('menu.menuTitle'))]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="icon" label={t('menu.icon')}>
            <Input placeholder="home-4-line" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="path"
            label={t('menu.path')}
            dependencies={['parentId']}
            rules={[
              required(t('menu.path')),
              ({ getFieldValue }) => ({
                validator: (_, v?: string) =>
                  getFieldValue('parentId') || !v || v.startsWith('/') || EXTERNAL.test(v)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('menu.pathRule'))),
              }),
            ]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="name"
            label={t('menu.name')}
            rules={[required(t('menu.name')), { pattern: /^[A-Za-z][A-Za-z0-9_-]{0,63}$/ }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="component" label={t('menu.component')}>
            <Select allowClear showSearch options={Object.values(ComponentKey).map((k) => ({ value: k, label: k }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="redirect" label={t('menu.redirect')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="order" label={t('menu.order')}>
            <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="badge" label={t('menu.badge')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="activeMenu" label={t('menu.activeMenu')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="guard" label={t('menu.guard')}>
            <Select mode="multiple" options={roles.data?.list.map((r) => ({ value: r.role, label: r.role }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="guardMode" label={t('menu.guardMode')}>
            <Select
              allowClear
              options={(['oneOf', 'allOf', 'except'] as const).map((m) => ({ value: m, label: t(`menu.guardModes.${m}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="permissions" label={t('menu.permissions')}>
        <Select mode="multiple" options={permissions.data?.list.map((p) => ({ value: p.code, label: `${p.label} (${p.code})` }))} />
      </Form.Item>
      <Form.Item name="flags" label={t('menu.flags')}>
        <Checkbox.Group options={FLAGS.map((f) => ({ value: f, label: t(`menu.${f}`) }))} />
      </Form.Item>
    </FormDialog>
  );
}
