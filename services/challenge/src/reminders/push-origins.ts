/**
 * Whether a browser's push endpoint belongs to one of the push services the app posts to
 * (`https://fcm.googleapis.com`, or `https://*.push.apple.com` for a domain's hosts). Anything else
 * would make the server post where a member tells it to.
 */
export function isAllowedPushEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return origins.some((origin) => {
    const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(origin);
    if (!wildcard) return url.origin === origin;
    return url.protocol === wildcard[1] && url.port === '' && url.hostname.endsWith(`.${wildcard[2]}`);
  });
}
