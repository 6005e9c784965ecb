/**
 * What the session keeps in the browser: the logged-in user id in localStorage ('userId') and the
 * admin flag in sessionStorage ('isUserAdmin', 'true' or 'false'). Nothing else is stored.
 */
export const USER_ID_KEY = 'userId';
export const ADMIN_FLAG_KEY = 'isUserAdmin';

export function readStoredUserId(): number | null {
  try {
    const raw = localStorage.getItem(USER_ID_KEY);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function storeUserId(id: number) {
  localStorage.setItem(USER_ID_KEY, String(id));
}

export function storeAdminFlag(isAdmin: boolean) {
  sessionStorage.setItem(ADMIN_FLAG_KEY, isAdmin ? 'true' : 'false');
}

export function clearStoredSession() {
  localStorage.removeItem(USER_ID_KEY);
  sessionStorage.removeItem(ADMIN_FLAG_KEY);
}
