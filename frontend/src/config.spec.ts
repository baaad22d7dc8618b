import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_HOURS } from '@reto/contracts/shared-copy';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The settings as the page the gateway served carries them (its `<meta>` tags, HTML-escaped). */
function servedPage(tags: string) {
  document.head.insertAdjacentHTML('beforeend', tags);
}

/** config.ts as the app reads it at start, from the page of this moment. */
async function freshConfig() {
  vi.resetModules();
  return import('./config');
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name^="reto-support-"]')) meta.remove();
});

describe('the support contact, read from the page the gateway serves', () => {
  it('shows the hours and the e-mail the gateway wrote into the page', async () => {
    servedPage(
      '<meta name="reto-support-hours" content="de 10:00 a 14:00 &lt;CDMX&gt; &amp; festivos" />' +
        '<meta name="reto-support-email" content="ayuda@reto.test" />',
    );
    const config = await freshConfig();
    expect(config.SUPPORT_HOURS).toBe('de 10:00 a 14:00 <CDMX> & festivos');
    expect(config.SUPPORT_EMAIL).toBe('ayuda@reto.test');
  });

  it('falls back to the shared defaults on a page without them (vite dev), or with them empty', async () => {
    expect(await freshConfig()).toMatchObject({
      SUPPORT_HOURS: DEFAULT_SUPPORT_HOURS,
      SUPPORT_EMAIL: DEFAULT_SUPPORT_EMAIL,
    });
    servedPage('<meta name="reto-support-hours" content=" " />');
    expect((await freshConfig()).SUPPORT_HOURS).toBe(DEFAULT_SUPPORT_HOURS);
  });
});
