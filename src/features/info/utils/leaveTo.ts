/** Leaves the app for an external page (the app-download redirect); its own module so tests can replace it. */
export function leaveTo(url: string) {
  window.location.replace(url);
}
