import { useCallback } from 'react';
import { useSaveListMetadataMutation, type ListName, type TableSettings } from '@/api';
import { DataTable, type DataTableProps } from '@/shared/ui/DataTable';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { useSession } from '@/entities/session';
import { storedTableProps } from './settingsList';

export type SettingsDataTableProps<Row, Extra extends object> = Omit<
  DataTableProps<Row, Extra>,
  'persist' | 'settingsKey' | 'storedSettings' | 'onSettingsChange'
> & {
  /** The list whose settings the signed-in user's record keeps. */
  list: ListName;
};

/**
 * The DataTable of a signed-in user's list: it starts from the settings saved on the user's
 * record and saves every change there (saveListMetadata), keeping the session's user up to date.
 * The settings are read once, so the table waits for the user record. A list page's route asks
 * for the same first page before the page renders (settingsListPrefetch.ts).
 */
export function SettingsDataTable<Row extends object, Extra extends object = Record<never, never>>({
  list,
  ...props
}: SettingsDataTableProps<Row, Extra>) {
  const { user, setUser } = useSession();
  const [save] = useSaveListMetadataMutation();
  const onSettingsChange = useCallback(
    (tableSettings: TableSettings) => {
      save({ list, tableSettings })
        .unwrap()
        .then(setUser)
        .catch(() => undefined); // reported by the central error handler
    },
    [list, save, setUser],
  );
  if (!user) return <DelayedSpinner minHeight={320} />;
  return (
    <DataTable<Row, Extra>
      {...(props as DataTableProps<Row, Extra>)}
      {...storedTableProps(user, list)}
      onSettingsChange={onSettingsChange}
    />
  );
}
