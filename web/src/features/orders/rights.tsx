import { useState } from 'react';
import { Alert, Button, Empty, Form, Image, Input, Radio, Space, Steps, Tag, Timeline, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminRightsAppeal, useAdminRightsArbitrate, useAdminRightsClose, useAdminRightsForward } from '../../api/generated/orders/orders';
import type { AfterSale, Picture, Rights, RightsRuleRequestDecision, RightsStatus } from '../../api/generated/model';
import { FormDialog, useFormKit } from '../../shared/form';
import { formatDateTime, formatMoney } from '../../shared/format';
import { usePermission } from '../../session/permission';
import { PicturePicker } from '../goods/form/PicturePicker';
import { useRefresh } from './dialogs';

const STEPS: RightsStatus[] = ['new', 'forwarded', 'appealed', 'arbitration', 'closed'];
const SIDE_COLOR = { buyer: 'blue', merchant: 'orange', platform: 'purple' } as const;
const MAX_PICTURES = 9;

/** The rights claim's status as a tag; `compact` (lists) names the claim only and tells its status on hover. */
export function RightsTag({ rights, compact = false }: { rights: Rights | null; compact?: boolean }) {
  const { t } = useTranslation('orders');
  if (!rights) return null;
  const full = t('afterSale.rights.tag', { status: t(`afterSale.rights.status.${rights.status}`) });
  const tag = (
    <Tag color={rights.status === 'closed' ? 'default' : 'magenta'} data-testid="rights-tag">
      {compact ? t('afterSale.rights.title') : full}
    </Tag>
  );
  return compact ? <Tooltip title={full}>{tag}</Tooltip> : tag;
}

type RightsDialogKind = 'forward' | 'appeal' | 'arbitrate' | 'close';

/** The buttons of the steps the rights claim's status allows: the shop appeals, the platform forwards, arbitrates and rules. */
function RightsActions({ rights, onOpen }: { rights: NonNullable<Rights>; onOpen: (kind: RightsDialogKind) => void }) {
  const { t } = useTranslation('orders');
  const canJudge = usePermission('aftersale:rights:judge');
  const canAppeal = usePermission('aftersale:aftersale:write');
  const button = (kind: RightsDialogKind, primary = false) => (
    <Button key={kind} type={primary ? 'primary' : 'default'} data-testid={`rights-${kind}`} onClick={() => onOpen(kind)}>
      {t(`afterSale.rights.${kind}.button`)}
    </Button>
  );
  const s = rights.status;
  const buttons = [
    ...(canAppeal && s === 'forwarded' ? [button('appeal', true)] : []),
    ...(canJudge && s === 'new' ? [button('forward', true)] : []),
    ...(canJudge && (s === 'forwarded' || s === 'appealed') ? [button('arbitrate')] : []),
    ...(canJudge && s === 'arbitration' ? [button('close', true)] : []),
  ];
  return buttons.length > 0 ? <Space>{buttons}</Space> : null;
}

/** The rights claim of a refused after-sale: its steps, both sides' statements, the ruling and the actions its status allows. */
export function RightsSection({ afterSale: a }: { afterSale: AfterSale }) {
  const { t } = useTranslation('orders');
  const [dialog, setDialog] = useState<RightsDialogKind | null>(null);
  const rights = a.rights;
  if (!rights) return null;
  const current = STEPS.indexOf(rights.status);
  return (
    <div data-testid="rights">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <RightsTag rights={rights} />
        <RightsActions rights={rights} onOpen={setDialog} />
      </Space>
      <Steps
        size="small"
        current={current}
        status={rights.status === 'closed' ? 'finish' : 'process'}
        items={STEPS.map((s) => ({ title: t(`afterSale.rights.steps.${s}`) }))}
        data-testid="rights-steps"
      />
      {rights.decision && (
        <Alert
          style={{ marginTop: 16 }}
          type={rights.decision === 'buyer' ? 'success' : 'info'}
          showIcon
          title={t(`afterSale.rights.decision.${rights.decision}`)}
          data-testid="rights-decision"
        />
      )}
      <div style={{ marginTop: 16 }}>
        {rights.statements.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('afterSale.rights.noStatements')} />
        ) : (
          <Timeline
            data-testid="rights-statements"
            items={rights.statements.map((st, i) => ({
              key: i,
              color: SIDE_COLOR[st.side],
              content: (
                <Space orientation="vertical" size={4}>
                  <Space size={8}>
                    <Tag color={SIDE_COLOR[st.side]}>{t(`afterSale.rights.side.${st.side}`)}</Tag>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(st.createdAt)} · {st.operator === 'buyer' ? t('afterSale.detail.operators.buyer') : st.operator}
                    </Typography.Text>
                  </Space>
                  <Typography.Text>{st.text}</Typography.Text>
                  {st.images.length > 0 && (
                    <Image.PreviewGroup>
                      <Space wrap>
                        {st.images.map((src) => (
                          <Image key={src} src={src} width={64} height={64} style={{ objectFit: 'cover' }} alt="" />
                        ))}
                      </Space>
                    </Image.PreviewGroup>
                  )}
                </Space>
              ),
            }))}
          />
        )}
      </div>
      {dialog === 'appeal' && <AppealDialog afterSale={a} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <RuleDialog afterSale={a} onClose={() => setDialog(null)} />}
      {(dialog === 'forward' || dialog === 'arbitrate') && <StepDialog kind={dialog} afterSale={a} onClose={() => setDialog(null)} />}
    </div>
  );
}

interface DialogProps {
  afterSale: AfterSale;
  onClose: () => void;
}

/** Forwards a new rights claim to the shop, or takes it to arbitration: a confirmation. */
function StepDialog({ kind, afterSale: a, onClose }: DialogProps & { kind: 'forward' | 'arbitrate' }) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<Record<string, never>>();
  const kit = useFormKit(form, { success: t(`afterSale.rights.${kind}.done`), onSaved: onClose });
  const onSettled = useRefresh();
  const forward = useAdminRightsForward({ request: kit.request, mutation: { onSettled } });
  const arbitrate = useAdminRightsArbitrate({ request: kit.request, mutation: { onSettled } });
  const run = kind === 'forward' ? forward : arbitrate;
  return (
    <FormDialog
      kit={kit}
      name={`rights-${kind}`}
      title={t(`afterSale.rights.${kind}.title`, { sn: a.sn })}
      okText={t(`afterSale.rights.${kind}.button`)}
      onClose={onClose}
      onFinish={() => void kit.save(() => run.mutateAsync({ data: { id: a.id } }))}
    >
      <Typography.Paragraph>{t(`afterSale.rights.${kind}.hint`)}</Typography.Paragraph>
    </FormDialog>
  );
}

/** The shop's statement on a forwarded rights claim, with evidence chosen from the album. */
function AppealDialog({ afterSale: a, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ text: string }>();
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [picking, setPicking] = useState(false);
  const canPick = usePermission('goods:album:read');
  const kit = useFormKit(form, { success: t('afterSale.rights.appeal.done'), onSaved: onClose });
  const appeal = useAdminRightsAppeal({ request: kit.request, mutation: { onSettled: useRefresh() } });
  return (
    <FormDialog
      kit={kit}
      name="rights-appeal"
      title={t('afterSale.rights.appeal.title', { sn: a.sn })}
      okText={t('afterSale.rights.appeal.button')}
      onClose={onClose}
      initialValues={{ text: '' }}
      onFinish={(v) => void kit.save(() => appeal.mutateAsync({ data: { id: a.id, text: v.text.trim(), images: pictures.map((p) => p.url) } }))}
    >
      <Form.Item name="text" label={t('afterSale.rights.appeal.text')} rules={[{ required: true, whitespace: true, max: 500, message: t('afterSale.rights.appeal.rule') }]}>
        <Input.TextArea rows={4} maxLength={500} showCount data-testid="rights-text" />
      </Form.Item>
      {canPick && (
        <Form.Item label={t('afterSale.rights.appeal.images')} extra={t('afterSale.rights.appeal.imagesRule')}>
          <Space wrap>
            {pictures.map((p) => (
              <Image key={p.id} src={p.thumbUrl} width={64} height={64} style={{ objectFit: 'cover' }} alt="" />
            ))}
            {pictures.length < MAX_PICTURES && (
              <Button onClick={() => setPicking(true)} data-testid="rights-pick">
                {t('afterSale.rights.appeal.images')}
              </Button>
            )}
          </Space>
          <PicturePicker
            open={picking}
            max={MAX_PICTURES - pictures.length}
            onCancel={() => setPicking(false)}
            onPick={(chosen) => {
              setPictures([...pictures, ...chosen].slice(0, MAX_PICTURES));
              setPicking(false);
            }}
          />
        </Form.Item>
      )}
    </FormDialog>
  );
}

/** The platform's ruling, with its reasons: for the buyer, the claim goes back to its refund. */
function RuleDialog({ afterSale: a, onClose }: DialogProps) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ decision: RightsRuleRequestDecision; text: string }>();
  const decision = Form.useWatch('decision', form);
  const kit = useFormKit(form, { success: t('afterSale.rights.close.done'), onSaved: onClose });
  const close = useAdminRightsClose({ request: kit.request, mutation: { onSettled: useRefresh() } });
  return (
    <FormDialog
      kit={kit}
      name="rights-close"
      title={t('afterSale.rights.close.title', { sn: a.sn })}
      okText={t('afterSale.rights.close.button')}
      onClose={onClose}
      initialValues={{ decision: 'merchant', text: '' }}
      onFinish={(v) => void kit.save(() => close.mutateAsync({ data: { id: a.id, decision: v.decision, text: v.text.trim() } }))}
    >
      <Form.Item name="decision" label={t('afterSale.rights.close.decision')} rules={[{ required: true }]}>
        <Radio.Group
          data-testid="rights-decision-choice"
          options={[
            { value: 'buyer', label: t('afterSale.rights.close.forBuyer') },
            { value: 'merchant', label: t('afterSale.rights.close.forMerchant') },
          ]}
        />
      </Form.Item>
      {decision === 'buyer' && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('afterSale.rights.close.buyerHint', { amount: formatMoney(a.amount) })} />
      )}
      <Form.Item name="text" label={t('afterSale.rights.close.text')} rules={[{ required: true, whitespace: true, max: 500, message: t('afterSale.rights.close.rule') }]}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="rights-text" />
      </Form.Item>
    </FormDialog>
  );
}
