import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;

/** Where the gateway listens during local development (`npm start`). */
const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:3000';

/**
 * Dependency-free modules of the contracts package the web client reads straight from source (the
 * client bundles nothing else of the workspaces). Mirrored in tsconfig.json `paths`.
 */
export const sharedModules = {
  '@reto/contracts/timezones': resolve(root, '../packages/contracts/src/timezones.ts'),
};

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

const proxied = { target: GATEWAY_URL, changeOrigin: false, xfwd: true };

export default defineConfig({
  root,
  plugins: [react(), buildIdFile()],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  resolve: { alias: sharedModules },
  server: {
    proxy: {
      '/api': proxied,
      '/graphql': proxied,
      '/health': proxied,
    },
  },
  preview: {
    proxy: {
      '/api': proxied,
      '/graphql': proxied,
      '/health': proxied,
    },
  },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
  },
});
