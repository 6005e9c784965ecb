import { useMemo, useState } from 'react';
import { useSession } from '@/entities/session';
import type { AnalysisParameter } from '@/api';

/**
 * The parameter shown in the chart and map: one present in the analysis. Signed-in non-admins
 * pick only parameters flagged tested (spec 2 section 5); the first allowed one is the default.
 */
export function useParameterChoice(parameters: readonly AnalysisParameter[], shared: boolean) {
  const { user, isAdmin, parameters: sessionParameters } = useSession();
  const restrict = !shared && !!user && !isAdmin;
  const tested = useMemo(
    () => new Set(sessionParameters.filter((p) => p.tested === 'true').map((p) => p.id)),
    [sessionParameters],
  );
  const isDisabled = (id: number) => restrict && !tested.has(id);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const allowed = parameters.filter((p) => !isDisabled(p.parameterId));
  const parameterId =
    picked !== undefined && allowed.some((p) => p.parameterId === picked)
      ? picked
      : allowed[0]?.parameterId;
  return { parameterId, setParameterId: setPicked, isDisabled };
}
