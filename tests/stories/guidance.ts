/**
 * Story helper: the guidance on each shared component's docs page (docsPage.tsx), by the title of
 * its stories: when to use it and when not, what the keyboard and the focus do, and how it is
 * labelled. Markdown; what a component is comes from its own JSDoc above this.
 */
import { SHELL_GUIDANCE } from './guidanceShell';

export const GUIDANCE: Record<string, string> = {
  ...SHELL_GUIDANCE,
  'Components/ConfirmDialog': `
**Use it** before an action that cannot be taken back (delete, send to every user, leave with
unsaved changes): one question naming the thing, then Cancel and the action.
**Don't** use it to announce a result (that is a notification) or for a form (a dialog of its own).

- **Do** name the action on the button ("Delete", "Send"), never "OK"; set \`danger\` when it destroys.
- **Don't** stack a second dialog on it; say what follows in the paragraphs under the question.
- **Keyboard**: the dialog takes the focus when it opens and keeps it (Tab and Shift+Tab move
  between Cancel and the action); Escape is Cancel. While the action runs, both wait.
- **Labels**: the title is the dialog's accessible name.`,
  'Components/QueryState': `
**Use it** around every view of server data: it shows the loader, the error with Retry, the empty
state or the data, in that order. **Don't** build a view's own spinner or error text.

- **Do** pass \`onRetry\` (the query's \`refetch\`) so a failed load can be tried again in place.
- **Do** give \`emptyText\` that says what is missing ("No Data" by default).
- **Keyboard**: Retry is an ordinary button in the reading order.
- **Labels**: the loader is a status named "Loading", shown only after 350 ms.`,
  'Components/DataTable': `
**Use it** for every list the server pages (results, analyses, users, share links,
notifications). **Don't** use antd's Table directly for server data: filters, sorting, paging,
export and the kept settings would differ from list to list.

- **Do** pass the columns as a stable array and name the list (\`persist\`) so its settings stay.
- **Don't** put more than one primary action in the toolbar.
- **Keyboard**: search, the toolbar's buttons, the rows' check boxes and links, and the pager are
  reached with Tab in reading order; each filter row is a group of named fields.
- **Labels**: give the table its name (\`ariaLabel\`, "Table" otherwise); every filter field and
  icon button has a name.`,
  'Components/BackTitle': `
**Use it** as the heading of a detail or form page that is reached from a list: the back arrow
returns there. **Don't** use it on a top-level page (those have \`PageTitle\` alone).

- **Keyboard**: the arrow is a button before the heading; Enter or Space goes back.
- **Labels**: the arrow is named "Back" (or \`backLabel\`); the title is the page's h1.`,
  'Components/BroadcastView': `
**Use it** wherever a reader sees a broadcast notification: the What's New dialog, the bell's
panel, the administrators' detail page. The frame decides only the heading level (none in a
dialog, whose title bar names it), whether the sent date shows, and a smaller picture in the
panel. **Don't** render a broadcast's HTML yourself: the view sanitizes it.

- **Labels**: the picture is named by the broadcast's title.`,
  'Components/CardErrorBoundary': `
**Use it** around every card of a dashboard-like page: a card that crashes shows "An error
occurred." with Reload, and the rest of the page stays usable. **Don't** use it for failed
requests: those are QueryState's error state.

- **Keyboard**: Reload is a button; it renders the card again.`,
  'Components/ChartCard': `
**Use it** for the values of one parameter over time. **Don't** use it for counts per category
(StackedBarChart) or places (MapView).

- **Do** offer the PNG download where the user may keep the chart (\`ref.current.toPng()\`).
- **Keyboard**: the chart is a picture: what it shows is also in the result list beside it.
- **Labels**: the chart's box says it is busy until it has drawn.`,
  'Components/StackedBarChart': `
**Use it** for counts per day or per week split by parameter. **Don't** use it for one series
over time (ChartCard).

- **Do** keep the parameter colours of Foundations/Parameter colours.
- Empty data shows "No Data", never an empty frame.`,
  'Components/MapView': `
**Use it** for located results. It works offline (its own world layer).

- **Do** pass \`onOpenResult\`, so a marker's tooltip leads to the result.
- **Keyboard**: the map's zoom buttons are buttons; the results are reachable in the list as well.
- **Labels**: the map's box says it is busy until it has drawn.`,
  'Components/RichTextEditor': `
**Use it** for texts an admin writes for readers: notifications, FAQ answers, how-to
descriptions. **Don't** use it for a name or a comment (plain fields).

- **Do** set \`maxLength\` where the server limits the text: the counter says what is left.
- **Keyboard**: the toolbar's buttons come first, then the text; the usual shortcuts work
  (Ctrl+B, Ctrl+I).
- **Labels**: the editor is named by its \`ariaLabel\`, its toolbar "<name> formatting"; every
  toolbar button is named.`,
  'Components/ScaleGauge': `
**Use it** to show where a reading lies in its parameter's range, beside the number.
**Don't** use it without the number: the gauge alone is not readable for everyone.`,
  'Components/SharePanel': `
**Use it** on a result's or an analysis's detail page for the owner. Hidden for the restricted
user and for admins, who do not share.

- **Keyboard**: Snapshot, Dynamic Share and Manage Shares are buttons; each opens its dialog.`,
  'Components/SmallScreenNotice': `
Shown by the shell below the product's breakpoints (1354 px, 1423 px on list screens).
**Don't** place it in a page: the shell does. Closing it keeps it closed for the session.`,
  'Components/SupportDialog': `
**Use it** from the footer's Technical Support: it writes a mail in the user's mail client.

- **Keyboard**: the dialog takes the focus; Escape closes it.`,
  'Components/NotFoundPage': `
Where a screen sends an unknown, expired or revoked link. **Don't** show an error toast instead.`,
};
