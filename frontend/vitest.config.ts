import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedModules } from './vite.config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: sharedModules },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
