import { useState } from 'react';
import { Badge, Button, Modal, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorLog, type ErrorLogEntry } from '../errorLog';
import { Icon } from '../Icon';

/** Error-log dialog: route URL, message, details, search links; hide and clear. */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const entries = useErrorLog((state) => state.entries);
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  return (
    <>
      <button type="button" className="shell-tool" title={t('shell.errorLog')} onClick={() => setOpen(true)} data-testid="error-log">
        <Badge count={entries.length} size="small">
          <Icon name="bug-line" style={{ color: '#f5222d' }} />
        </Badge>
      </button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        width="80%"
        title={t('errorLog.title')}
        footer={
          <Button
            danger
            onClick={() => {
              useErrorLog.getState().clear();
              setOpen(false);
            }}
          >
            {t('errorLog.clear')}
          </Button>
        }
      >
        <Table<ErrorLogEntry>
          size="small"
          rowKey={(row) => `${row.at}-${row.message}`}
          dataSource={entries}
          pagination={false}
          columns={[
            { title: t('errorLog.url'), dataIndex: 'url', width: 200 },
            {
              title: t('errorLog.message'),
              dataIndex: 'message',
              render: (message: string) => (
                <Space orientation="vertical" size={2}>
                  <span>{message}</span>
                  <Space>
                    <a href={`https://www.baidu.com/s?wd=${encodeURIComponent(message)}`} target="_blank" rel="noreferrer">
                      Baidu
                    </a>
                    <a href={`https://www.google.com/search?q=${encodeURIComponent(message)}`} target="_blank" rel="noreferrer">
                      Google
                    </a>
                  </Space>
                </Space>
              ),
            },
            {
              title: t('errorLog.detail'),
              dataIndex: 'detail',
              render: (detail: string) => <pre style={{ maxHeight: 160, overflow: 'auto', margin: 0, fontSize: 12 }}>{detail}</pre>,
            },
          ]}
        />
      </Modal>
    </>
  );
}
