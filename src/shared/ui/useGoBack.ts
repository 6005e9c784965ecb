import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Whether this app has an earlier page to go back to (also after a redirect with replace). */
export function useCanGoBack(): boolean {
  const { key } = useLocation();
  // a browser router keeps an index in history.state (0 for the first entry); a memory router
  // has none, there the first location carries the key 'default'
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : key !== 'default';
}

/** Goes to the previous page of this app, or to `fallback` when the page was opened directly. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return useCallback(() => {
    if (canGoBack) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [canGoBack, fallback, navigate]);
}
