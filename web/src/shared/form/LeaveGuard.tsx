import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { useSession } from '../../session/store';
import { DiscardPrompt } from './DiscardPrompt';
import { dirtyCount, discardAll, setAsk, subscribeDirty } from './leaveGuard';

/**
 * Mounted once in the shell: while a shown page form has unsaved changes, navigating to
 * another page inside the console asks first, and so does reloading or closing the browser
 * tab (`beforeunload`, the browser's own prompt). Leaving discards the changes, so a kept-alive
 * page shows its saved values when visited again. The tab bar and sign-out ask through
 * `confirmLeave`, answered here too.
 */
export function LeaveGuard() {
  const dirty = useSyncExternalStore(subscribeDirty, dirtyCount) > 0;
  // A question from `confirmLeave`, waiting for its answer.
  const [pending, setPending] = useState<((leave: boolean) => void) | null>(null);

  useEffect(() => {
    setAsk(() => new Promise<boolean>((resolve) => setPending(() => resolve)));
    return () => setAsk(null);
  }, []);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const answer = (leave: boolean) => {
    pending?.(leave);
    setPending(null);
  };

  return (
    <>
      {/* The router's blocker exists only while something is unsaved: react-router allows one. */}
      {dirty && <NavigationBlocker />}
      {pending && <DiscardPrompt kind="page" onAnswer={answer} />}
    </>
  );
}

/**
 * Holds a navigation to another page (not a new query of the same page) until the user
 * answers. Signed out (a 401 sends to sign-in), nothing is held: nothing is left to save with.
 */
function NavigationBlocker() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && useSession.getState().token !== null,
  );
  // One answer per blocked navigation: React may show it blocked a moment longer.
  const answered = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') answered.current = false;
  }, [blocker.state]);

  if (blocker.state !== 'blocked') return null;
  const answer = (leave: boolean) => {
    if (answered.current) return;
    answered.current = true;
    if (!leave) return blocker.reset();
    discardAll();
    blocker.proceed();
  };
  return <DiscardPrompt kind="page" onAnswer={answer} />;
}
