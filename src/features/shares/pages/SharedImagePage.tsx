/**
 * '/share/image/{shareId}' (with '?resultId=' for a result of an analysis share): the shared
 * sample image in full size. The image is loaded through the client first, so a dead link
 * (404) shows the not-found page instead of a broken image; so does an analysis share's image
 * address without its result (the server refuses it, 400): that address is no page.
 */
import { Flex } from 'antd';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { httpStatusOf, useGetSharedImageQuery } from '@/api';
import { resultIdOf } from '@/shared/lib/resultId';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { FullSizeImage } from '@/entities/result/ResultView';
import { useNotFoundOn404 } from './useNotFoundOn404';

export function SharedImagePage() {
  const { id: shareId = '' } = useParams();
  const [search] = useSearchParams();
  const rawResult = search.get('resultId');
  const resultId = rawResult === null ? undefined : (resultIdOf(rawResult) ?? -1);
  const invalid = resultId === -1;
  const query = useGetSharedImageQuery({ shareId, resultId }, { skip: invalid });
  const malformed = invalid || httpStatusOf(query.error) === 400;
  const notFound = useNotFoundOn404(malformed ? undefined : query.error, malformed);
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <Flex vertical gap={16}>
      <PageTitle>Sample Image</PageTitle>
      <QueryState
        isLoading={query.isLoading || notFound}
        error={query.error}
        onRetry={() => void query.refetch()}
        minHeight="60vh"
      >
        {url && <FullSizeImage src={url} alt="Shared sample image" />}
      </QueryState>
    </Flex>
  );
}
