/**
 * The sample image of a result in full size (/image/{id}) with a back link (to where the user
 * came from, else the result). A result the user may not see (404) goes to the not-found page.
 */
import { Flex } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetResultQuery, httpStatusOf } from '@/api';
import { paths } from '@/shared/config/paths';
import { QueryState } from '@/shared/ui/QueryState';
import { useGoBack } from '@/shared/ui/useGoBack';
import { reportApiError } from '@/entities/session';
import { useAppDispatch } from '@/shared/store/hooks';
import { resultIdOf } from '@/shared/lib/resultId';
import { BackTitle } from '../components/BackTitle';
import { FullSizeImage } from '@/entities/result/ResultView';

export function ResultImagePage() {
  const id = resultIdOf(useParams().id);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const goBack = useGoBack(id === null ? paths.results : paths.resultDetail(id));
  const query = useGetResultQuery({ id: id ?? 0 }, { skip: id === null });
  const notFound = id === null || httpStatusOf(query.error) === 404;

  useEffect(() => {
    if (notFound) navigate(paths.notFound, { replace: true });
  }, [navigate, notFound]);
  useEffect(() => {
    if (query.error && httpStatusOf(query.error) !== 404) dispatch(reportApiError(query.error));
  }, [dispatch, query.error]);

  const result = query.data;
  const src = `/api/results/${id}/image`;
  const failed = !!query.error && !notFound;
  return (
    <Flex vertical gap={16}>
      {/* a failed load keeps the way back and the page's heading */}
      {failed && <BackTitle title="Sample Image" onBack={goBack} />}
      <QueryState
        isLoading={query.isLoading || notFound}
        error={query.error}
        onRetry={() => void query.refetch()}
        minHeight="60vh"
      >
        {result && (
          <Flex vertical gap={16}>
            <BackTitle title={result.measurementName} onBack={goBack} />
            <FullSizeImage src={src} alt={`Sample image of ${result.measurementName}`} />
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
