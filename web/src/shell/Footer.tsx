import { useTranslation } from 'react-i18next';
import { SITE_TITLE } from '../config';

/** Copyright line with the current year and the product title. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="shell-footer" data-testid="footer">
      {t('shell.footer', { year: new Date().getFullYear(), title: SITE_TITLE })}
    </footer>
  );
}
