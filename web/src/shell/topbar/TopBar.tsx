import { useState } from 'react';
import { Avatar, Dropdown } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '../../i18n';
import { useSession } from '../../session/store';
import { useSignOut } from '../../session/useSignOut';
import { confirmLeave } from '../../shared/form/leaveGuard';
import { showError } from '../../app/feedback';
import { useSettings } from '../settings/store';
import { useTabs } from '../tabs/store';
import { startReloadProgress } from '../progress';
import { Icon } from '../Icon';
import { SearchDialog } from './SearchDialog';
import { NoticePopover } from './NoticePopover';
import { ErrorLogButton } from './ErrorLog';

/** Top bar: refresh, search, notice, full screen, language, theme, avatar — each behind its switch. */
export function TopBar() {
  const { t, i18n } = useTranslation();
  const theme = useSettings((state) => state.theme);
  const { pathname } = useLocation();
  const [searching, setSearching] = useState(false);
  const [fullScreen, setFullScreen] = useState(() => Boolean(document.fullscreenElement));

  const toggleFullScreen = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else {
        if (!document.documentElement.requestFullscreen) throw new Error('unsupported');
        await document.documentElement.requestFullscreen();
      }
      setFullScreen(Boolean(document.fullscreenElement));
    } catch {
      showError(t('shell.fullScreenFailed'));
    }
  };

  return (
    <div className="shell-topbar" data-testid="top-bar">
      <ErrorLogButton />
      {theme.showRefresh ? (
        <button type="button"
          className="shell-tool"
          title={t('shell.refresh')}
          data-testid="refresh"
          onClick={async () => {
            // A reload remounts the page: its unsaved form changes would go.
            if (!(await confirmLeave())) return;
            startReloadProgress();
            useTabs.getState().reload(pathname);
          }}
        >
          <Icon name="refresh-line" />
        </button>
      ) : null}
      {theme.showSearch ? (
        <>
          <button type="button" className="shell-tool" title={t('shell.search')} data-testid="search" onClick={() => setSearching(true)}>
            <Icon name="search-line" />
          </button>
          <SearchDialog open={searching} onClose={() => setSearching(false)} />
        </>
      ) : null}
      {theme.showNotice ? <NoticePopover /> : null}
      {theme.showFullScreen ? (
        <button type="button"
          className="shell-tool"
          title={fullScreen ? t('shell.exitFullScreen') : t('shell.fullScreen')}
          data-testid="full-screen"
          onClick={() => void toggleFullScreen()}
        >
          <Icon name={fullScreen ? 'fullscreen-exit-line' : 'fullscreen-line'} />
        </button>
      ) : null}
      {theme.showLanguage ? (
        <Dropdown
          menu={{
            selectedKeys: [i18n.language],
            items: [
              { key: 'zh', label: '中文简体' },
              { key: 'en', label: 'English' },
            ],
            onClick: ({ key }) => void setLanguage(key as Language),
          }}
        >
          <span className="shell-tool" title={t('shell.language')} data-testid="language">
            <Icon name="translate-2" />
          </span>
        </Dropdown>
      ) : null}
      {theme.showTheme ? (
        <button type="button"
          className="shell-tool"
          title={t('shell.theme')}
          data-testid="theme-button"
          onClick={() => useSettings.getState().setDrawerOpen(true)}
        >
          <Icon name="brush-2-line" />
        </button>
      ) : null}
      <AvatarMenu />
    </div>
  );
}

/** Avatar dropdown: personal centre, and logout carrying the current full path. */
function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const username = useSession((state) => state.username);
  const avatar = useSession((state) => state.avatar);
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'personalCenter', label: t('shell.personalCenter'), icon: <Icon name="user-line" /> },
          { key: 'logout', label: <span data-testid="logout">{t('shell.logout')}</span>, icon: <Icon name="logout-circle-r-line" /> },
        ],
        onClick: async ({ key }) => {
          if (key === 'personalCenter') void navigate('/setting/personalCenter');
          // Unsaved form changes of the page shown: ask before they go with the session.
          else if (await confirmLeave()) await signOut();
        },
      }}
    >
      <span className="shell-tool shell-avatar" data-testid="avatar">
        <Avatar size="small" src={avatar || undefined} icon={avatar ? undefined : <Icon name="user-3-fill" />} />
        <span className="shell-username" data-testid="username">
          {username}
        </span>
        <Icon name="arrow-down-s-line" />
      </span>
    </Dropdown>
  );
}
