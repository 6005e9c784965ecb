import { useEffect, useRef } from 'react';
import type { TableSettings } from '@/api';
import { toSavedSettings, type TableState } from '@/shared/lib/tableQuery';
import type { PersistMode } from './types';
import { localSettingsKey } from './useTableState';

export const SAVE_DEBOUNCE_MS = 500;

interface Options {
  mode: PersistMode;
  settingsKey?: string;
  state: TableState;
  onChange?: (settings: TableSettings) => void;
}

/**
 * Keeps the table settings: 'stored' hands them to `onChange` (debounced 500 ms, flushed on
 * unmount); 'local' keeps the page size in localStorage. Nothing is handed on until the settings
 * change.
 */
export function useSettingsPersistence({ mode, settingsKey, state, onChange }: Options) {
  const json = JSON.stringify(toSavedSettings(state));
  const saved = useRef(json);
  const pending = useRef<(() => void) | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (mode !== 'stored' || json === saved.current) return;
    const run = () => {
      pending.current = null;
      saved.current = json;
      onChangeRef.current?.(JSON.parse(json));
    };
    pending.current = run;
    const timer = setTimeout(run, SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [mode, json]);

  useEffect(() => () => pending.current?.(), []);

  const { itemsPerPage } = state;
  useEffect(() => {
    if (mode !== 'local' || !settingsKey) return;
    try {
      localStorage.setItem(localSettingsKey(settingsKey), String(itemsPerPage));
    } catch {
      // storage unavailable: the page size is simply not kept
    }
  }, [mode, settingsKey, itemsPerPage]);
}
