import { useThemeToken } from '@/shared/ui/useThemeToken';

/**
 * The look of antd's heading of `level` for a heading of another level: the dashboard's cards
 * hold the page's second and third heading levels (the page's own heading, for assistive
 * technology, is the first; a level skipped confuses a screen reader's outline), drawn as before.
 */
export function useHeadingLook(level: 3 | 4 | 5) {
  const token = useThemeToken();
  return {
    margin: 0,
    fontSize: token[`fontSizeHeading${level}`],
    lineHeight: token[`lineHeightHeading${level}`],
  };
}
