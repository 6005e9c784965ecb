/**
 * The parameter form: /admin/addParameter creates one (status New), /admin/editParameter/{id}
 * edits one in its status. What each status locks and offers, the submit checks and the
 * confirmation texts are in utils/ (parameterStatus, parameterLocks, parameterValidation,
 * parameterMessages); the files' checks and scaling in parameterFiles.ts. A new parameter is
 * always saved as a Draft, then the page continues as the edit page of that draft. An unknown
 * id shows the not-found page.
 */
import { useParams } from 'react-router-dom';
import { useGetParameterQuery } from '@/api';
import { QueryState } from '@/shared/ui/QueryState';
import { useDetailPage, useRouteId } from '@/shared/ui/useDetailPage';
import { ParameterForm } from '../components/ParameterForm';

export function ParameterFormPage() {
  const isNew = useParams().id === undefined;
  const id = useRouteId();
  const query = useGetParameterQuery({ id: id ?? 0 }, { skip: id === null });
  // a new parameter loads nothing
  const load = useDetailPage(query, { invalid: !isNew && id === null });

  return (
    <QueryState {...load.state}>
      {/* a saved change reloads the parameter; the form then starts from what is stored */}
      <ParameterForm
        key={isNew ? 'new' : `${query.data?.id}-${query.data?.updatedAt}`}
        stored={isNew ? undefined : query.data}
      />
    </QueryState>
  );
}
