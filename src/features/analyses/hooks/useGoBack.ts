import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes to the previous page of this app, or to `fallback` when the page was opened directly.
 * The browser router keeps an index in history.state (0 for the first entry); a memory router
 * has none, there the first location carries the key 'default'.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    const hasHistory = typeof idx === 'number' ? idx > 0 : key !== 'default';
    if (hasHistory) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}
