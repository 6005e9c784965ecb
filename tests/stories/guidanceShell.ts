/**
 * Story helper: the guidance (guidance.ts) of the app's shell (Components/Layout) and of the
 * parts of the administrators' parameter form (Components/Parameter form), by the title of their
 * stories.
 */
export const SHELL_GUIDANCE: Record<string, string> = {
  'Components/Layout/AppShell': `
**Use it** once, around every signed-in page (AppLayout does): header, side navigation, the
small-screen notice, the page and the footer. **Don't** put a page's own header, side menu or
outer margin inside it: the shell gives the page 24 px on each side (12 px on a phone).

- **Do** start the page with its \`PageTitle\` or \`BackTitle\`: the shell has no page heading.
- **Don't** make a page wider than the window on a phone: a wide table scrolls inside its card.
- **Widths**: from 1024 px (1164 px for administrators) the side navigation shows; below, its
  tabs are behind the menu button; below 768 px (434 px) the header is compact and the button
  opens the mobile menu.
- **Keyboard**: Tab reaches the menu button (phones and tablets), the logo (home), the bell, the
  account menu, the side navigation, the page and the footer, in that order; the menu opens as a
  drawer titled "Menu" that takes the focus; Escape or a choice closes it.
- **Labels**: the menu button is "Open menu", the account menu "Account menu of" the user's name,
  the bell "Notifications" with the unread count; the side navigation is the landmark "Main
  navigation".`,
  'Components/Layout/AppLayout': `
**Use it** as the layout route of every signed-in page: it feeds AppShell from the session (the
user's name, admin or not, Log Out, the bell for users). **Don't** render AppShell directly in a
route: the session would not reach it.

- **Do** pass the notifications feature's panel as \`notificationPanel\`; administrators get no bell.
- **Keyboard and labels**: those of AppShell.`,
  'Components/Layout/PublicLayout': `
**Use it** for pages a visitor reaches without signing in: login and registration, the info
pages, shared results and analyses, not found. **Don't** use it for a signed-in page (AppShell)
or for a page the mobile app shows in its webview (no header and footer there).

- **Do** keep the page's content short enough for a phone: there is no side navigation to return
  to, so each page links on where the visitor goes next.
- **Keyboard**: the logo is the first stop and leads to the start page; the footer's links follow
  the page.
- **Labels**: the logo's link is named "Home"; the page is the main landmark.`,
  'Components/Layout/SideNav': `
**Use it** only inside AppShell: it lists the tabs of the role (Home, Results, Analyses, Manage
Links for users; the back-office's tabs for administrators) and marks the one the page belongs to.
**Don't** add a page's sub-pages here: a detail page marks its list's tab.

- **Do** name a new tab as the page's title names it.
- **Keyboard**: each tab is a link reached with Tab; Enter follows it.
- **Labels**: the landmark "Main navigation"; the current tab is the selected menu entry.`,
  'Components/Layout/Footer': `
**Use it** as it is, at the end of both shells: info links, Technical Support, Feedback and the
copyright line (its own logo and line for the US and Canada). **Don't** add a page's links here,
and don't show it on the temporary-block page (it hides itself there).

- **Keyboard**: the links and the Technical Support button follow the page in the reading order;
  the support form opens as a dialog that takes the focus.
- **Labels**: the landmark "Footer"; the separators are hidden from screen readers.`,
  'Components/Parameter form/ParameterFormFields': `
**Use it** inside the parameter form only (its antd Form gives the values): the fields in the
order an administrator fills them, in sections (Out of range, Package and shop, Before releasing).
**Don't** reorder or hide a field for a status: a field the status locks stays readable, disabled.

- **Do** lock with \`lockedFields(status, released)\`: a released parameter keeps its name,
  catalogue number, range, unit, citation and package counter.
- **Keyboard**: Tab goes through the fields in the order shown; a section title is not a stop.
- **Labels**: every field has a visible label (a lock does not remove it); an error shows under
  its field.`,
  'Components/Parameter form/CitationEditor': `
**Use it** for a chemical formula (NO₃⁻, PO₄³⁻): one line that knows only subscript and
superscript. **Don't** use it for other text (RichTextEditor) or for a plain name (an input).

- **Do** show the formula elsewhere with \`CitationText\`, as the results list does.
- **Don't** expect Enter to add a line: the formula is one line; pasted text joins it, plain.
- **Keyboard**: Ctrl+, toggles subscript and Ctrl+. superscript; Tab leaves the line and reaches
  the two buttons, which show whether the mark is on (pressed).
- **Labels**: the line is named by the form's label ("Citation"), the buttons by their text.`,
  'Components/Parameter form/FileField': `
**Use it** for a parameter's picture (PNG or JPEG, checked and scaled, with a preview) or its
package file. **Don't** use it for other uploads: its checks are the parameter's.

- **Do** show the message \`onProblem\` gives under the field: a refused file keeps the one before.
- **Keyboard**: Upload (Replace once a file is there) opens the browser's file chooser; Remove is
  the next stop.
- **Labels**: the buttons name the field ("Upload Package file", "Remove Package file"); the
  preview is "<field> preview".`,
};
