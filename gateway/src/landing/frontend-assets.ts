import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SETTING_META } from '@reto/contracts';

/**
 * The page's entry and the extra files its first screen needs at once, from the built SPA. The
 * scripts are not preloaded on purpose: the first screen paints from HTML and CSS alone, and the
 * app's scripts load after it (see frontend/src/main.tsx).
 */
export interface FrontendAssets {
  /** The built index.html, with the page settings written in. */
  template: string;
  /** Stylesheets of the landing's chunks, linked in the head so the server-rendered hero is styled. */
  styles: string[];
  /** The self-hosted Latin font, preloaded so the hero's text does not reflow late. */
  font: string | null;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}

/**
 * What the gateway writes into every page it serves from the built app, for the web client to read at
 * start (PAGE_SETTING_META): settings of the gateway's, so one run-time value reaches the pages.
 */
export interface PageSettings {
  supportEmail: string;
  supportHours: string;
}

export const pageSettingsOf = (config: { SUPPORT_EMAIL: string; SUPPORT_HOURS: string }): PageSettings => ({
  supportEmail: config.SUPPORT_EMAIL,
  supportHours: config.SUPPORT_HOURS,
});

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The built index.html with the settings' `<meta>` tags at the end of its head. */
export function withPageSettings(template: string, settings: PageSettings): string {
  const tags = (Object.keys(PAGE_SETTING_META) as Array<keyof PageSettings>)
    .map((key) => `<meta name="${PAGE_SETTING_META[key]}" content="${escapeHtml(settings[key])}" />`)
    .join('\n    ');
  return template.replace('</head>', () => `  ${tags}\n  </head>`);
}

/** The modules the landing runs, as Vite's manifest names them: the app's start and the page itself. */
export const LANDING_MODULES = ['src/boot.tsx', 'src/pages/LandingPage/LandingPage.tsx'];
const LATIN_FONT = /montserrat-latin-wght-normal-[\w-]+\.woff2$/;

/** Reads `index.html` and Vite's manifest; the landing's styles by walking its static imports. */
export function readFrontendAssets(distDir: string, settings: PageSettings): FrontendAssets {
  const template = withPageSettings(readFileSync(join(distDir, 'index.html'), 'utf8'), settings);
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    // an SPA built without a manifest: the page is still served, without the preloads
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = collect(manifest, entryKey);
  const landing = collect(manifest, ...LANDING_MODULES);
  const font = (entryKey ? manifest[entryKey]?.assets : undefined)?.find((asset) => LATIN_FONT.test(asset));
  return {
    template,
    styles: [...landing].filter((file) => !entry.has(file)).map((file) => `/${file}`),
    font: font ? `/${font}` : null,
  };
}

/** The stylesheets of chunks and of their static imports, recursively. */
function collect(manifest: Record<string, ManifestChunk>, ...keys: Array<string | undefined>) {
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const key of keys) if (key) walk(key);
  return css;
}

/** The assets, read again only when the built index.html changes (a new build under a running gateway). */
export class FrontendAssetsCache {
  private cached: { mtimeMs: number; assets: FrontendAssets } | null = null;

  constructor(
    private readonly distDir: string,
    private readonly settings: PageSettings,
  ) {}

  get(): FrontendAssets | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(join(this.distDir, 'index.html')).mtimeMs;
    } catch {
      return null;
    }
    if (this.cached?.mtimeMs !== mtimeMs)
      this.cached = { mtimeMs, assets: readFrontendAssets(this.distDir, this.settings) };
    return this.cached.assets;
  }
}
