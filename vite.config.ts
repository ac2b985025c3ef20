import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 5 prints failure summaries with Map.groupBy, which Node 20 lacks (Node ≥ 21 has it).
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> => {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        groups.set(k, [...(groups.get(k) ?? []), item]);
      }
      return groups;
    },
  });
}

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
// The API the dev and preview servers forward '/api' to. The Host header is kept (changeOrigin false) so that the API's
// same-origin check sees the page's own origin.
const apiProxy = { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } };

// One config for the web build (src/web) and the test projects.
export default defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Libraries in chunks named after them, so that `npm run bench:web` says what a page's JS is made of.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router(-dom)?[\\/]/ },
            { name: 'xstate', test: /node_modules[\\/]xstate[\\/]/ },
            {
              name: 'formik',
              test: /node_modules[\\/](formik|lodash-es|react-fast-compare|deepmerge|tiny-warning|hoist-non-react-statics)[\\/]/,
            },
            { name: 'yup', test: /node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/ },
            { name: 'phone-metadata', test: /node_modules[\\/]libphonenumber-js[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  test: {
    root: repoRoot,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/server/**', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        // The API server against real databases: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'model',
          include: ['model-tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        // The web app in Chromium against the real API and database (e2e/support starts both once per run).
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
