/**
 * The sample image of a result in full size (/image/{id}) with a back link (to where the user
 * came from, else the result). A result the user may not see (404) goes to the not-found page.
 */
import { Flex } from 'antd';
import { imageAddress, useGetResultQuery } from '@/api';
import { useReportApiError } from '@/shared/ui/formErrors';
import { paths } from '@/shared/config/paths';
import { BackTitle } from '@/shared/ui/BackTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { useDetailPage, useRouteId } from '@/shared/ui/useDetailPage';
import { useGoBack } from '@/shared/ui/useGoBack';
import { FullSizeImage } from '@/entities/result/ResultView';

export function ResultImagePage() {
  const id = useRouteId();
  const goBack = useGoBack(id === null ? paths.results : paths.resultDetail(id));
  const query = useGetResultQuery({ id: id ?? 0 }, { skip: id === null });
  const load = useDetailPage(query, { invalid: id === null, report: useReportApiError() });

  const result = query.data;
  const failed = !!query.error && !load.notFound;
  return (
    <Flex vertical gap={16}>
      {/* a failed load keeps the way back and the page's heading */}
      {failed && <BackTitle title="Sample Image" onBack={goBack} />}
      <QueryState {...load.state}>
        {result && (
          <Flex vertical gap={16}>
            <BackTitle title={result.measurementName} onBack={goBack} />
            <FullSizeImage
              src={imageAddress('getResultImage', { id: result.id })}
              alt={`Sample image of ${result.measurementName}`}
            />
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
