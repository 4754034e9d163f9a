import { PLAN_RELOAD_COOKIE, PLAN_RELOAD_COOKIE_SECONDS } from '@warmwise/common';
import { useEffect } from 'react';

/**
 * While the screen shows a home's plan, the tab names that home in a short-lived cookie as it
 * unloads (before a reload's request leaves), so the server can answer the reloaded page with the
 * plan's first screen already in it. Only this moment tells the server which home this tab shows:
 * the tab's own home is in session storage, which the server never sees, and a cookie set for good
 * would reach every tab, including new ones that show no plan.
 */
export function usePlanReloadHint(propertyId: string | null): void {
  useEffect(() => {
    if (!propertyId) return;
    const nameTheHome = () => {
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${PLAN_RELOAD_COOKIE}=${encodeURIComponent(propertyId)}; Max-Age=${PLAN_RELOAD_COOKIE_SECONDS}; Path=/; SameSite=Strict${secure}`;
    };
    window.addEventListener('beforeunload', nameTheHome);
    return () => window.removeEventListener('beforeunload', nameTheHome);
  }, [propertyId]);
}
