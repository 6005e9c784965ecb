import { useEffect, useRef } from 'react';
import { useSaveListMetadataMutation, type ListName, type User } from '@/api';
import { toSavedSettings, type TableState } from '@/shared/lib/tableQuery';
import type { PersistMode } from './types';
import { localSettingsKey } from './useTableState';

export const SAVE_DEBOUNCE_MS = 500;

interface Options {
  mode: PersistMode;
  settingsKey?: ListName;
  state: TableState;
  onSaved?: (user: User) => void;
}

/**
 * Keeps the table settings: saved to the account (debounced 500 ms, flushed on unmount) or, for
 * 'local', the page size in localStorage. Nothing is saved until the settings change.
 */
export function useSettingsPersistence({ mode, settingsKey, state, onSaved }: Options) {
  const [save] = useSaveListMetadataMutation();
  const json = JSON.stringify(toSavedSettings(state));
  const saved = useRef(json);
  const pending = useRef<(() => void) | null>(null);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });

  useEffect(() => {
    if (mode !== 'account' || !settingsKey || json === saved.current) return;
    const run = () => {
      pending.current = null;
      saved.current = json;
      save({ list: settingsKey, tableSettings: JSON.parse(json) })
        .unwrap()
        .then((user) => onSavedRef.current?.(user))
        .catch(() => undefined); // reported by the central error handler
    };
    pending.current = run;
    const timer = setTimeout(run, SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [mode, settingsKey, json, save]);

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
