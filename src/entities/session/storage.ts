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

/** The stored admin flag: true or false, or null when this tab has none (or cannot read it). */
export function readStoredAdminFlag(): boolean | null {
  try {
    const raw = sessionStorage.getItem(ADMIN_FLAG_KEY);
    return raw === 'true' ? true : raw === 'false' ? false : null;
  } catch {
    return null;
  }
}

export function clearStoredSession() {
  localStorage.removeItem(USER_ID_KEY);
  sessionStorage.removeItem(ADMIN_FLAG_KEY);
}
