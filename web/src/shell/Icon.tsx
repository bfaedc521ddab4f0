import type { CSSProperties } from 'react';

/** A Remix Icon by name (route meta `icon`), e.g. `home-2-line`. */
export function Icon({ name, style, className }: { name?: string; style?: CSSProperties; className?: string }) {
  if (!name) return null;
  return <i className={`ri-${name}${className ? ` ${className}` : ''}`} style={style} aria-hidden />;
}
