import { Link } from 'react-router';
import { SITE_TITLE } from '../config';
import { Icon } from './Icon';

/** The logo links to /. */
export function Logo({ showTitle = true }: { showTitle?: boolean }) {
  return (
    <Link to="/" className="shell-logo" data-testid="logo" title={SITE_TITLE}>
      <Icon name="store-3-fill" className="shell-logo-icon" />
      {showTitle ? <span className="shell-logo-title">{SITE_TITLE}</span> : null}
    </Link>
  );
}
