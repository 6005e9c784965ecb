/**
 * One broadcast notification as its readers see it, wherever it is shown: the title, when it
 * was sent, its picture when it has one, and its text (server HTML, sanitized). The dashboard's
 * What's New dialog, the bell's panel and the administrators' detail page draw it with this view
 * and differ only in their frame.
 */
import { Flex, Typography } from 'antd';
import { imageAddress, type Broadcast } from '@/api';
import { formatDateTime } from '@/shared/lib/format';
import { SafeHtml } from '@/shared/ui/SafeHtml';

/** What every broadcast carries: the administrators' record and a user's notification alike. */
export type BroadcastContent = Pick<Broadcast, 'id' | 'title' | 'content' | 'image' | 'sentDate'>;

export interface BroadcastViewProps {
  broadcast: BroadcastContent;
  /**
   * The title as a heading of this level (2 on a page, 5 in the bell's narrow panel); left out
   * where the frame shows the title already (a dialog's title bar).
   */
  headingLevel?: 2 | 5;
  /** When it was sent, under the title (the administrators' page shows its dates in tiles). */
  showSent?: boolean;
  /** A smaller picture, for the bell's narrow panel. */
  compact?: boolean;
}

export function BroadcastView({
  broadcast,
  headingLevel,
  showSent = false,
  compact = false,
}: BroadcastViewProps) {
  const { id, title, content, image, sentDate } = broadcast;
  const sent = showSent && sentDate ? formatDateTime(sentDate) : null;
  return (
    <div>
      {(headingLevel || sent) && (
        <Flex vertical gap={2} style={{ marginBottom: 12 }}>
          {headingLevel && (
            <Typography.Title level={headingLevel} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
          )}
          {sent && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {sent}
            </Typography.Text>
          )}
        </Flex>
      )}
      {image && (
        <img
          src={imageAddress('getBroadcastImage', { id })}
          alt={title}
          style={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: compact ? 240 : 320,
            margin: '0 auto 12px',
          }}
        />
      )}
      <SafeHtml html={content} className="broadcast-content" style={{ overflowWrap: 'anywhere' }} />
    </div>
  );
}
