/**
 * The accessibility rules of the whole project, in one place: the e2e pass (screens.ts) and
 * Storybook's a11y panel (.storybook/preview.tsx, whose results the stories suite reads) run
 * axe-core with the same rules and fail on the same impacts. No Node or app import here: the
 * Storybook preview bundles this file.
 */
import type { AxeResults, ImpactValue, Result } from 'axe-core';

/** WCAG 2.1 levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * While a dialog is open the page behind it is covered by the mask and cannot be reached: the
 * dialog is what the user sees, so only the dialogs are checked then.
 */
export const DIALOG_SELECTOR = '[role="dialog"]';

/** What axe checks in `doc` now: the open dialogs if one is visible, else the whole page. */
export function axeContext(doc: Document): { include?: string[] } {
  const open = [...doc.querySelectorAll(DIALOG_SELECTOR)].some(
    (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
  return open ? { include: [DIALOG_SELECTOR] } : {};
}

/** A violation of one of these impacts fails a check; minor and moderate ones are reported. */
export const FAILING_IMPACTS: ImpactValue[] = ['serious', 'critical'];

/** The violations that fail a check. */
export function failingViolations(results: Pick<AxeResults, 'violations'>): Result[] {
  return results.violations.filter((v) => v.impact && FAILING_IMPACTS.includes(v.impact));
}

/** One line per violation (impact, rule, help, node count) and its first three nodes. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length} nodes)\n` +
        v.nodes
          .slice(0, 3)
          .map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}
