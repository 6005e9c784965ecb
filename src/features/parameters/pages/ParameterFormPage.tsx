/**
 * The parameter form: /admin/addParameter creates one (status New), /admin/editParameter/{id}
 * edits one in its status. What each status locks and offers, the submit checks and the
 * confirmation texts are in utils/ (parameterStatus, parameterLocks, parameterValidation,
 * parameterMessages); the files' checks and scaling in parameterFiles.ts. A new parameter is
 * always saved as a Draft, then the page continues as the edit page of that draft. An unknown
 * id shows the not-found page.
 */
import { Navigate, useParams } from 'react-router-dom';
import { httpStatusOf, useGetParameterQuery } from '@/api';
import { paths } from '@/shared/config/paths';
import { QueryState } from '@/shared/ui/QueryState';
import { ParameterForm } from '../components/ParameterForm';

export function ParameterFormPage() {
  const { id: raw } = useParams();
  const isNew = raw === undefined;
  const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
  const query = useGetParameterQuery({ id: id ?? 0 }, { skip: id === null });

  if (!isNew && (id === null || httpStatusOf(query.error) === 404))
    return <Navigate to={paths.notFound} replace />;
  return (
    <QueryState
      isLoading={!isNew && query.isLoading}
      error={!isNew && query.isError && !query.isFetching}
      onRetry={() => void query.refetch()}
      minHeight="60vh"
    >
      {/* a saved change reloads the parameter; the form then starts from what is stored */}
      <ParameterForm
        key={isNew ? 'new' : `${query.data?.id}-${query.data?.updatedAt}`}
        stored={isNew ? undefined : query.data}
      />
    </QueryState>
  );
}
