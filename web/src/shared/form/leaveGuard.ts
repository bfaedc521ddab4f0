import { useEffect, useRef } from 'react';

/**
 * The page forms with unsaved changes, each with the way to drop them. A form registers only
 * while it is dirty and shown: a kept-alive page that is hidden runs no effects, so it is out.
 * One host in the shell (`LeaveGuard`) reads this to block navigation and reloads; the tab bar
 * and sign-out ask through `confirmLeave` before they drop a page.
 */
const dirty = new Set<{ discard(): void }>();
const listeners = new Set<() => void>();
let ask: (() => Promise<boolean>) | null = null;

function changed(): void {
  for (const listener of listeners) listener();
}

export function subscribeDirty(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many shown page forms have unsaved changes. */
export function dirtyCount(): number {
  return dirty.size;
}

/**
 * Drops every unsaved change of the shown page forms: each goes back to its saved values and
 * is out at once, so a navigation that follows right away is not blocked.
 */
export function discardAll(): void {
  if (dirty.size === 0) return;
  for (const entry of [...dirty]) {
    entry.discard();
    dirty.delete(entry);
  }
  changed();
}

/** The host's question ("leave and discard?"); null when no host is mounted. */
export function setAsk(next: (() => Promise<boolean>) | null): void {
  ask = next;
}

/**
 * Before dropping the shown page (closing or reloading its tab, signing out): true when
 * nothing is unsaved or the user agreed to discard it (then it is discarded).
 */
export async function confirmLeave(): Promise<boolean> {
  if (dirty.size === 0 || !ask) return true;
  if (!(await ask())) return false;
  discardAll();
  return true;
}

/** Registers a page form while `active` (dirty); `discard` puts its saved values back. */
export function useLeaveRegistration(active: boolean, discard: () => void): void {
  const latest = useRef(discard);
  latest.current = discard;
  useEffect(() => {
    if (!active) return undefined;
    const entry = { discard: () => latest.current() };
    dirty.add(entry);
    changed();
    return () => {
      dirty.delete(entry);
      changed();
    };
  }, [active]);
}
