/**
 * 'View ... measurement': saves the results-list settings with the parameter's three filters
 * (keeping the user's other settings), puts the returned user into the session, then opens the
 * results list. `pendingId` is the parameter being saved (the loading flag).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveListMetadataMutation, type ParameterListItem } from '@/api';
import { useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { parameterFilters, withFilters } from '../utils/resultFilters';

type Parameter = ParameterListItem;

export function useViewMeasurement() {
  const { user, setUser } = useSession();
  const [save] = useSaveListMetadataMutation();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const view = async (parameter: Parameter) => {
    setPendingId(parameter.id);
    try {
      const tableSettings = withFilters(user?.resultListmetaData, parameterFilters(parameter));
      const updated = await save({ list: 'result', tableSettings }).unwrap();
      setUser(updated);
      navigate(paths.results);
    } catch {
      // shown by the central error handler; the user stays on the dashboard
      setPendingId(null);
    }
  };

  return { view, pendingId };
}
