import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';

/**
 * Back to where the user came from, or to the results list when the page was opened directly
 * (a browser router keeps an index in history.state; a memory router's first entry has the key
 * 'default').
 */
export function useGoBack(fallback: string = paths.results) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    const canGoBack = typeof idx === 'number' ? idx > 0 : key !== 'default';
    if (canGoBack) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [fallback, key, navigate]);
}
