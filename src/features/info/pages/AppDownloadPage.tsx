/**
 * /info/app-download: sends the browser to the app's store page (Android: Google Play; iPhone,
 * iPad: App Store) or, on any other device, to the product website, saying 'Redirecting...'
 * meanwhile. The link under it is for browsers that block the redirect.
 */
import { Flex } from 'antd';
import { useEffect, useMemo } from 'react';
import { PageTitle } from '@/shared/ui/PageTitle';
import { leaveTo } from '../utils/leaveTo';
import { detectPlatform, downloadUrl } from '../utils/platform';

/** `leave` is how the page leaves the app (a story passes a spy so the preview stays). */
export function AppDownloadPage({ leave = leaveTo }: { leave?: (url: string) => void }) {
  const url = useMemo(
    () => downloadUrl(detectPlatform(navigator.userAgent, navigator.maxTouchPoints)),
    [],
  );
  useEffect(() => leave(url), [leave, url]);
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '48px 0' }} role="status">
      <PageTitle>Redirecting...</PageTitle>
      <a href={url}>Continue to the download page</a>
    </Flex>
  );
}
