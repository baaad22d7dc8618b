import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BUILD_ID } from './vite.config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Every core (vitest's default left one of a 2-core machine idle: 231 s there, about 145 s so),
    // in worker threads, each file still in a fresh jsdom of its own.
    pool: 'threads',
    maxWorkers: '100%',
  },
});
