import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The page's entry and the extra files the landing needs at once, from the built SPA. */
export interface FrontendAssets {
  /** The built index.html. */
  template: string;
  /** Stylesheets of the landing's chunks, linked in the head so the server-rendered hero is styled. */
  styles: string[];
  /** The landing's own chunks, preloaded beside the entry's. */
  scripts: string[];
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

/** The landing page's module as Vite's manifest names it. */
export const LANDING_MODULE = 'src/pages/LandingPage/LandingPage.tsx';
const LATIN_FONT = /montserrat-latin-wght-normal-[\w-]+\.woff2$/;

/** Reads `index.html` and Vite's manifest; the landing's scripts and styles by walking its static imports. */
export function readFrontendAssets(distDir: string): FrontendAssets {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    // an SPA built without a manifest: the page is still served, without the preloads
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = collect(manifest, entryKey);
  const landing = collect(manifest, LANDING_MODULE);
  const font = (entryKey ? manifest[entryKey]?.assets : undefined)?.find((asset) => LATIN_FONT.test(asset));
  return {
    template,
    styles: [...landing.css].filter((file) => !entry.css.has(file)).map((file) => `/${file}`),
    scripts: [...landing.files].filter((file) => !entry.files.has(file)).map((file) => `/${file}`),
    font: font ? `/${font}` : null,
  };
}

/** A chunk's file, its static imports' files and their stylesheets, recursively. */
function collect(manifest: Record<string, ManifestChunk>, key: string | undefined) {
  const files = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  if (key) walk(key);
  return { files, css };
}

/** The assets, read again only when the built index.html changes (a new build under a running gateway). */
export class FrontendAssetsCache {
  private cached: { mtimeMs: number; assets: FrontendAssets } | null = null;

  constructor(private readonly distDir: string) {}

  get(): FrontendAssets | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(join(this.distDir, 'index.html')).mtimeMs;
    } catch {
      return null;
    }
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, assets: readFrontendAssets(this.distDir) };
    return this.cached.assets;
  }
}
