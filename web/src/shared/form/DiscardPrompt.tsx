import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * "Discard your changes?" before a dirty form goes: `dialog` when closing a dialog form,
 * `page` when leaving a page form. Mounted while asking; answers `true` to discard.
 */
export function DiscardPrompt({ kind, onAnswer }: { kind: 'dialog' | 'page'; onAnswer: (discard: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t(kind === 'page' ? 'form.leaveTitle' : 'form.discardTitle')}
      okText={t(kind === 'page' ? 'form.leave' : 'form.discard')}
      cancelText={t(kind === 'page' ? 'form.stay' : 'form.keepEditing')}
      okButtonProps={{ danger: true, 'data-testid': 'discard-changes' }}
      cancelButtonProps={{ 'data-testid': 'keep-editing' }}
      onOk={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
      width={420}
      zIndex={1100}
    >
      {t(kind === 'page' ? 'form.leaveText' : 'form.discardText')}
    </Modal>
  );
}
