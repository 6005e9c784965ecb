/**
 * What antd's Form labels get for antd's Tooltip (scripts/antdLite.ts redirects the label's
 * import here): the same Tooltip, loaded the first time a label shows one (Form.Item's `tooltip`
 * prop). Until it arrives the label shows its icon without the hint. The forms of this app name
 * no label tooltip, so their pages load no Tooltip for it.
 */
import type { TooltipProps } from 'antd';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(() => import('antd/es/tooltip'));

export default function FormLabelTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
