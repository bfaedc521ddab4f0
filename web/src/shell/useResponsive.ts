import { useEffect } from 'react';
import { MOBILE_BREAKPOINT } from '../config';
import { useSettings } from './settings/store';

/**
 * Narrower than 992 px the device is mobile and the side bar folds; the layout is
 * forced to vertical (effectiveLayout) and the chosen one returns on widening.
 */
export function useResponsive(): void {
  useEffect(() => {
    const apply = () => {
      const mobile = window.innerWidth < MOBILE_BREAKPOINT;
      const { device, setDevice, setCollapse } = useSettings.getState();
      if (mobile && device !== 'mobile') {
        setDevice('mobile');
        setCollapse(true);
      } else if (!mobile && device !== 'desktop') {
        setDevice('desktop');
        setCollapse(false);
      }
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
