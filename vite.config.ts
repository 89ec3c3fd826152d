/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/server/support/global-setup.ts'],
    environment: 'node',
    // The jsdom form tests (with axe) take seconds each on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
