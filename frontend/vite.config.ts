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
  '@reto/contracts/landing': resolve(root, '../packages/contracts/src/landing.ts'),
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
    /** The gateway reads it to preload the landing's own chunk and styles (gateway/src/landing). */
    manifest: true,
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
