/** The admin looks at the member area ("Ver como miembro"): the route guard lets them through for this tab's session. */
const PREVIEW_KEY = 'admin_preview';

export function startAdminPreview(): void {
  try {
    window.sessionStorage.setItem(PREVIEW_KEY, '1');
  } catch {
    // storage unavailable: the guard keeps the admin on the panel
  }
}

export function isAdminPreview(): boolean {
  try {
    return window.sessionStorage.getItem(PREVIEW_KEY) === '1';
  } catch {
    return false;
  }
}
