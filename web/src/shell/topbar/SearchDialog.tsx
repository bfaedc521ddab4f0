import { useMemo, useState } from 'react';
import { AutoComplete, Input, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetSearchList } from '../../api/generated/shell/shell';
import { routeTitle } from '../../app/routes/title';
import { useDebounced } from '../../shared/useDebounced';

/** The search waits 500 ms after typing. */
const SEARCH_DEBOUNCE_MS = 500;

/** Search: filters the preloaded suggestions by substring; selecting opens the url, else a web search. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useGetSearchList({ query: { enabled: open, staleTime: Infinity } });
  const [text, setText] = useState('');
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS).trim().toLowerCase();

  const options = useMemo(() => {
    if (!query) return [];
    return (data?.list ?? [])
      .map((item) => ({ label: routeTitle(item.value), value: item.url, raw: item.value }))
      .filter((item) => item.label.toLowerCase().includes(query) || item.raw.toLowerCase().includes(query));
  }, [data, query]);

  const openUrl = (url: string) => {
    onClose();
    setText('');
    if (url.startsWith('/#/')) void navigate(url.slice(2));
    else window.open(url, '_blank', 'noopener');
  };
  const webSearch = () => {
    if (!text.trim()) return;
    window.open(`https://www.bing.com/search?q=${encodeURIComponent(text.trim())}`, '_blank', 'noopener');
    onClose();
    setText('');
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} closable={false} destroyOnHidden title={t('shell.search')}>
      <AutoComplete
        style={{ width: '100%' }}
        options={options.map(({ label, value }) => ({ label, value }))}
        value={text}
        onChange={setText}
        onSelect={(url: string) => openUrl(url)}
        autoFocus
      >
        <Input.Search
          data-testid="search-input"
          placeholder={t('shell.searchPlaceholder')}
          onSearch={() => (options[0] && text.trim().toLowerCase() === query ? undefined : webSearch())}
          onPressEnter={(event) => {
            if (!options.length) {
              event.preventDefault();
              webSearch();
            }
          }}
        />
      </AutoComplete>
    </Modal>
  );
}
