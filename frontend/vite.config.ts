import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = import.meta.dirname;

/** Where the gateway listens during local development (`npm start`). */
const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:3000';

/**
 * The deployed build's id (DECISIONS.md 1: the daily-message marker): BUILD_ID when the deployment
 * sets one, else the commit and the build time. The client reads `__BUILD_ID__`; the build also
 * writes it to `dist/build-id.txt` for the gateway or an operator.
 */
const gitSha = () => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
};
export const BUILD_ID = process.env.BUILD_ID || `${gitSha()}-${Date.now().toString(36)}`;

const buildIdFile = (): Plugin => ({
  name: 'reto-build-id',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: `${BUILD_ID}\n` });
  },
});

/**
 * The installable app: the manifest, and a Workbox service worker that precaches the
 * app shell, caches fonts and images, and names its caches after the build id (so the admin's
 * cache-version check and /diagnostic can find and clear them). The client registers it itself.
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/dashboard',
    name: process.env.VITE_BRAND_NAME ?? 'Reto Emilio',
    short_name: 'Reto',
    description: 'Tu reto de 28 días: la rutina de cada día, tu racha y tu progreso, también sin conexión.',
    lang: 'es',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0d2418',
    background_color: '#0b1f15',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    cacheId: `reto-${BUILD_ID}`,
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The password estimator's dictionaries (1.3 MB) load only while a new password is typed, online.
    globIgnores: ['**/password-strength-*.js'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/graphql/, /^\/health/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // The reminders' Web Push: the notification and what a tap opens (public/push-sw.js).
    importScripts: ['/push-sw.js'],
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.destination === 'font',
        handler: 'CacheFirst',
        options: { cacheName: `reto-${BUILD_ID}-fonts`, expiration: { maxEntries: 20 } },
      },
      {
        urlPattern: ({ request }) => request.destination === 'image',
        handler: 'CacheFirst',
        options: { cacheName: `reto-${BUILD_ID}-images`, expiration: { maxEntries: 80, maxAgeSeconds: 30 * 86_400 } },
      },
    ],
  },
});

const proxied = { target: GATEWAY_URL, changeOrigin: false, xfwd: true };

export default defineConfig({
  root,
  plugins: [react(), buildIdFile(), pwa],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  server: {
    proxy: {
      '/api': proxied,
      '/graphql': { ...proxied, ws: true },
      '/health': proxied,
    },
  },
  preview: {
    proxy: {
      '/api': proxied,
      '/graphql': { ...proxied, ws: true },
      '/health': proxied,
    },
  },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    /** The gateway reads it to preload the landing's own chunk and styles (gateway/src/landing). */
    manifest: true,
    /** The largest chunk is the password estimator's dictionaries (1.3 MB), loaded on demand only. */
    chunkSizeWarningLimit: 1400,
    rolldownOptions: {
      output: {
        /*
         * Vendor chunks shared by every page and cached apart from the app's code. Apollo and GraphQL
         * stay in the chunks of the pages that use them, so the public pages never load them.
         */
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
