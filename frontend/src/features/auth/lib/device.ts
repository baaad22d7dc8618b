/** A phone or tablet browser: the legacy mobile behaviour (mobile-login first, device token checks) applies. */
export const isMobileDevice = (userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent) =>
  /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
