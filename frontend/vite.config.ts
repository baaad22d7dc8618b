import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

const proxied = { target: GATEWAY_URL, changeOrigin: false, xfwd: true };

export default defineConfig({
  root,
  plugins: [react()],
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
