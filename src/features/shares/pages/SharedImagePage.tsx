/**
 * '/share/image/{shareId}' (with '?resultId=' for a result of an analysis share): the shared
 * sample image in full size. The image is loaded through the client first, so a dead link
 * (404) shows the not-found page instead of a broken image; so does an analysis share's image
 * address without its result (the server refuses it, 400): that address is no page.
 */
import { Flex } from 'antd';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGetSharedImageQuery } from '@/api';
import { FullSizeImage } from '@/entities/result/ResultView';
import { useReportApiError } from '@/shared/ui/formErrors';
import { recordIdOf } from '@/shared/lib/recordId';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { useDetailPage } from '@/shared/ui/useDetailPage';
import { NoIndex } from '../components/NoIndex';

/** a dead link (404), or an analysis share's image address without its result (400) */
const NO_PAGE = [400, 404];

export function SharedImagePage() {
  const { id: shareId = '' } = useParams();
  const [search] = useSearchParams();
  const rawResult = search.get('resultId');
  const resultId = rawResult === null ? undefined : (recordIdOf(rawResult) ?? -1);
  const invalid = resultId === -1;
  const query = useGetSharedImageQuery({ shareId, resultId }, { skip: invalid });
  const load = useDetailPage(query, {
    invalid,
    notFoundOn: NO_PAGE,
    report: useReportApiError(),
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <Flex vertical gap={16}>
      <NoIndex />
      <PageTitle>Sample Image</PageTitle>
      <QueryState {...load.state}>
        {url && <FullSizeImage src={url} alt="Shared sample image" />}
      </QueryState>
    </Flex>
  );
}
