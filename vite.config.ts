import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
// The API the dev and preview servers forward '/api' to. The Host header is kept (changeOrigin false) so that the API's
// same-origin check sees the page's own origin.
const apiProxy = { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * React's calls that only make a value. React is CommonJS: in the bundle, a library's `React.forwardRef(…)` reads as
 * `import_react.forwardRef(…)`, the name under which rolldown imports it.
 */
const reactPureFunctions = ['forwardRef', 'createContext', 'memo'].map((fn) => `import_react.${fn}`);

/** Writes `.br` and `.gz` beside every text file of the build: the server sends them as they are (web-assets.ts). */
const precompress = (): Plugin => ({
  name: 'portal:precompress',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  writeBundle: ({ dir = '' }, bundle) => {
    for (const fileName of Object.keys(bundle).filter((name) => /\.(m?js|css|html|svg)$/.test(name))) {
      const path = join(dir, fileName);
      const content = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});

/**
 * react-router's production build, trimmed of what only React's developer tools read. The package's exports point at
 * its development build (the same code, with its warnings on); the module-level `X.displayName = '…'` writes would keep
 * every component of the package in the bundle, used or not (Form, ScrollRestoration, …).
 */
const reactRouterForProduction = (): Plugin => {
  const production = `${repoRoot}node_modules/react-router/dist/production/`;
  return {
    name: 'portal:react-router-production',
    // The server's build leaves react-router to Node, as one copy for the router and the pages' hooks alike.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${production}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${production}dom-export.mjs` },
        ],
      },
    }),
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler: (code) => ({ code: code.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''), map: null }),
    },
  };
};

/**
 * The page whose first screen has a weight budget (a step: 120 KB of gzip JS before it is on screen, docs/performance.md).
 * The shared chunk holds only what the app's frame and this page import.
 */
const journeyPages = ['features/investment-flow/step-page.tsx'];

/**
 * The app's small modules that two or more pages share (domain rules, API paths, the page frame), in one chunk of the
 * browser's build: a page then loads about 15 scripts instead of 50, and on a phone each script fetched costs the main
 * thread about half a millisecond before any of them runs (docs/performance.md). Only modules that the app's frame or
 * the step page imports (statically, at any depth) go in: a module only other pages use (the signature pad, second
 * factors, the back office's lists) would otherwise be loaded by every page, and the step page's first screen grew
 * past its budget that way. Field components and the phone number rules stay out: they bring formik, yup and the phone metadata, which
 * a page loads only when it needs them. The server's build keeps one module per file, in import order.
 */
const sharedAppChunk = (): Plugin => {
  /** Every module the entry or the step page imports statically; filled once the module graph is complete. */
  const journeyModules = new Set<string>();
  return {
    name: 'portal:shared-app-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) => {
        const info = this.getModuleInfo(id);
        return info?.isEntry === true || journeyPages.some((page) => id.endsWith(`/src/web/${page}`));
      });
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (journeyModules.has(id)) continue;
        journeyModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'shared',
                  test: (id: string) =>
                    journeyModules.has(id) &&
                    /[\\/]src[\\/](shared[\\/](domain|config|api)|web[\\/](lib|app|components))[\\/]/.test(id) &&
                    !/[\\/](phone-numbers\.ts|components[\\/](fields|upload)[\\/])/.test(id),
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    }),
  };
};

/** The chunks the entry imports statically (named by the groups below and by sharedAppChunk), with their styles. */
const ENTRY_OWN = /^assets\/(react|react-router|shared|rolldown-runtime|preload-helper)-[\w-]{8}\.(js|css)$/;

// One config for the web build (src/web) and the test projects.
export default defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), reactRouterForProduction(), sharedAppChunk(), precompress()],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser of es2022 but Safari 16 preloads modules itself; Safari 16 only fetches them one after the other.
    modulePreload: {
      polyfill: false,
      // The scripts and styles the entry imports itself are in before any page's code is asked for: a lazy page's list
      // of what to preload with it leaves them out (every page's list named them, in the entry's bytes).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ENTRY_OWN.test(dep)),
    },
    // dist/web/.vite/manifest.json: the server names a page's styles and scripts in the HTML it draws
    // (src/server/plugins/web-pages.ts).
    manifest: true,
    rolldownOptions: {
      // The build's one slow plugin is the precompression at brotli's highest quality, on purpose (the server sends the
      // files as they are); the bundler's 'significant time in plugins' notice would print on every `npm start`.
      checks: { bundlerTimings: false },
      treeshake: {
        // React's value makers have no side effects: a component a library declares and the app never uses is left out.
        manualPureFunctions: reactPureFunctions,
        // Only Formik's connect() (which the portal never calls) uses these; a CommonJS module otherwise stays in whole.
        moduleSideEffects: (id: string) => !/node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id),
      },
      // Libraries in chunks named after them, so that `npm run bench:web` says what a page's JS is made of.
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
  // The server build (dist/ssr) carries its libraries, so that it runs wherever it is built (the web benchmark builds
  // into a folder of its own).
  ssr: { noExternal: true },
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
          // Pure rules and small modules: a worker keeps them loaded from one file to the next (a test of a module's
          // first load asks for a fresh copy with vi.resetModules).
          isolate: false,
        },
      },
      {
        // React components in a DOM (happy-dom) with Testing Library: the form renderer's field kinds, a step form's
        // errors and their fields, so a broken component fails in seconds rather than in a browser run.
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      {
        // The API server against real databases: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Migrates once; each file's databases are copies (src/server/test/migrated-templates.ts).
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/cheap-password-hashes.ts'],
          // A worker keeps the server's modules loaded from one file to the next: each file builds its own app,
          // databases and SMTP peer, and imports once instead of once per file (a third of the project's CPU time).
          isolate: false,
          // The project shares two cores with the browser lane, Chromium and PostgreSQL: a route matrix or a large
          // table's set-up that takes 20 s alone took over 60 s on a slower day. A test that succeeds returns at once.
          testTimeout: 180_000,
          hookTimeout: 180_000,
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
          setupFiles: ['e2e/support/fail-on-hydration-mismatch.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // A page and its server share two cores with the other test projects: what shows in well under a second
          // alone may take several under load. A poll that succeeds returns at once, so only a failure waits this long.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
