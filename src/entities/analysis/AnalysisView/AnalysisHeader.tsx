import type { ReactNode } from 'react';
import type { Analysis } from '@/api';
import { factLine, formatDateTime } from '@/shared/lib/format';
import { BackTitle } from '@/shared/ui/BackTitle';
import { resultCountText } from './resultCount';

export interface AnalysisHeaderProps {
  analysis: Analysis;
  /** the back link; left out in share views */
  onBack?: () => void;
  /** the owner's actions beside the title (edit, delete); none in share views */
  actions?: ReactNode;
  /** below the date: who shared it (share views) */
  creator?: string;
}

/** Back link, the analysis's name, its date and result count, and the owner's actions. */
export function AnalysisHeader({ analysis, onBack, actions, creator }: AnalysisHeaderProps) {
  return (
    <BackTitle
      title={analysis.name}
      onBack={onBack}
      wrap
      subtitle={factLine(
        `Created ${formatDateTime(analysis.creationDate)}`,
        resultCountText(analysis),
        creator && `Creator: ${creator}`,
      )}
    >
      {actions}
    </BackTitle>
  );
}
