/**
 * Runs `task` once the page has loaded (the window's load event: its scripts, styles and
 * pictures are in) and a moment later, at once when that has already happened. For calls that
 * can wait, so they do not compete with what the first page needs. Returns a cancel function.
 */
export function afterPageLoad(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(task, 0);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
  };
}
