import { useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer, Form, Modal, Space, type FormProps, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DiscardPrompt } from './DiscardPrompt';
import type { FormKit } from './useFormKit';

export interface FormDialogProps<V, R = unknown> {
  kit: FormKit<V, R>;
  /** Default true: the caller mounts the dialog only while it is open. */
  open?: boolean;
  title: ReactNode;
  /** Closes the dialog: after a save, or once a dirty form's changes were discarded. */
  onClose: () => void;
  /** The validated values; usually `(v) => kit.save(() => mutateAsync(...))`. Not called while saving. */
  onFinish: (values: V) => void;
  initialValues?: FormProps<V>['initialValues'];
  /** The form's name: field ids (`staff_username`) and labels come from it. */
  name?: string;
  width?: number;
  /** A side drawer (long forms) instead of a centred dialog. */
  drawer?: boolean;
  okText?: string;
  okButtonProps?: ModalProps['okButtonProps'];
  children: ReactNode;
}

/**
 * A form in a dialog (antd Modal, or Drawer with `drawer`): save shows loading and cannot run
 * twice; Cancel, ✕, Esc and the mask ask "discard your changes?" while the form is dirty and
 * close at once otherwise. The form starts afresh from `initialValues` each time it opens.
 */
export function FormDialog<V, R = unknown>({
  kit,
  open = true,
  title,
  onClose,
  onFinish,
  initialValues,
  name,
  width,
  drawer,
  okText,
  okButtonProps,
  children,
}: FormDialogProps<V, R>) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { markClean, dirty, saving } = kit;

  // Closed from outside (the parent, a save): the next opening starts clean.
  useEffect(() => {
    if (!open) {
      markClean();
      setAsking(false);
    }
  }, [open, markClean]);

  const requestClose = () => {
    if (dirty) setAsking(true);
    else onClose();
  };
  const answer = (discard: boolean) => {
    setAsking(false);
    if (!discard) return;
    markClean();
    onClose();
  };
  const submit = () => kit.form.submit();
  const ok = okText ?? t('form.save');
  const cancel = t('form.cancel');

  const form = (
    <Form<V>
      {...kit.formProps}
      layout="vertical"
      name={name}
      initialValues={initialValues}
      clearOnDestroy
      scrollToFirstError
      onFinish={(values) => {
        if (!saving) onFinish(values);
      }}
    >
      {children}
    </Form>
  );

  return (
    <>
      {drawer ? (
        <Drawer
          open={open}
          size={width}
          title={title}
          onClose={requestClose}
          destroyOnHidden
          extra={
            <Space>
              <Button onClick={requestClose}>{cancel}</Button>
              <Button type="primary" loading={saving} onClick={submit} {...okButtonProps}>
                {ok}
              </Button>
            </Space>
          }
        >
          {form}
        </Drawer>
      ) : (
        <Modal
          open={open}
          width={width}
          title={title}
          okText={ok}
          cancelText={cancel}
          confirmLoading={saving}
          okButtonProps={okButtonProps}
          onOk={submit}
          onCancel={requestClose}
          destroyOnHidden
        >
          {form}
        </Modal>
      )}
      {asking && <DiscardPrompt kind="dialog" onAnswer={answer} />}
    </>
  );
}
