/**
 * '/share/{type}/{analyses|results}/{shareId}': the shared analysis or result. Any other
 * resource in the address is not found.
 */
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { NoIndex } from '../components/NoIndex';
import { SharedAnalysisPage } from './SharedAnalysisPage';
import { SharedResultPage } from './SharedResultPage';

export function SharePage() {
  const { type = '', resource, id = '' } = useParams();
  if (resource === 'analyses')
    return (
      <>
        <NoIndex />
        <SharedAnalysisPage key={id} type={type} shareId={id} />
      </>
    );
  if (resource === 'results')
    return (
      <>
        <NoIndex />
        <SharedResultPage key={id} type={type} shareId={id} />
      </>
    );
  return <Navigate to={paths.notFound} replace />;
}
