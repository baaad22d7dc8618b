/** Where the client keeps what it knows about the session (spec 1, sections 4 and 7). */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  mobileAuthToken: 'mobile_auth_token',
  deviceToken: 'device_token',
  username: 'username',
  adminAuth: 'admin_auth',
  loginFailures: 'mobile_login_failures',
  lastEmergencyCleanup: 'last_emergency_cleanup',
  /** A member (not the admin) is signed in on this browser: the public pages send them to their panel, not to a store. */
  memberSignedIn: 'member_signed_in',
} as const;
