/** Import direction of docs/design.md §4: shared ← machines ← (server | web); features never import each other. */
const SERVER_PUBLIC_FILE = '^src/server/features/[^/]+/public-api\\.ts$';
const SERVER_TEST_CODE = '(\\.test\\.ts$|/testing/|^src/server/test/)';
/** What builds the app; app-deps.ts is checked apart, its types being open to features. */
const SERVER_COMPOSITION_ROOT = '^src/server/(app|app-repositories)\\.ts$';
const SERVER_INFRASTRUCTURE = '^src/server/(audit|db|mail|pdf|plugins|security)/';

module.exports = {
  forbidden: [
    {
      name: 'shared-imports-nothing-of-ours',
      comment: 'src/shared is isomorphic and depends on no other layer',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(machines|src/server|src/web|model-tests|e2e|scripts)/' },
    },
    {
      name: 'shared-is-isomorphic',
      comment: 'src/shared runs in the browser too: no node: built-ins',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'machines-import-only-shared',
      severity: 'error',
      from: { path: '^machines/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(src/server|src/web|model-tests|e2e|scripts)/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'server-features-meet-through-public-files',
      comment:
        'A server feature reaches another only through its one public file, features/<name>/public-api.ts (docs/design.md §4)',
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/', pathNot: SERVER_TEST_CODE },
      to: { path: '^src/server/features/', pathNot: ['^src/server/features/$1/', SERVER_PUBLIC_FILE] },
    },
    {
      name: 'server-features-do-not-import-the-composition-root',
      comment:
        'The composition root (app.ts, app-deps.ts) imports the features, never the other way: a feature builds its own ' +
        "repositories and reaches another's data through that feature's public file. Only the AppDeps and config types " +
        "of app-deps.ts may be imported, as types (a feature's dependencies extend them); a feature's tests may build the app",
      severity: 'error',
      from: { path: '^src/server/features/', pathNot: SERVER_TEST_CODE },
      to: { path: SERVER_COMPOSITION_ROOT },
    },
    {
      name: 'server-features-read-app-deps-as-types-only',
      comment: 'app-deps.ts lends features its types (AppDeps, AppConfig), never a value',
      severity: 'error',
      from: { path: '^src/server/features/', pathNot: SERVER_TEST_CODE },
      to: { path: '^src/server/app-deps\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-feature-tests-meet-through-public-files-or-fixtures',
      comment: "A feature's tests may also use another feature's testing fixtures (features/<name>/testing/)",
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/(.+\\.test\\.ts$|testing/)' },
      to: {
        path: '^src/server/features/',
        pathNot: ['^src/server/features/$1/', SERVER_PUBLIC_FILE, '^src/server/features/[^/]+/testing/'],
      },
    },
    {
      name: 'server-infrastructure-imports-no-feature',
      comment:
        'audit/, db/, mail/, pdf/, plugins/ and security/ serve every feature and know none; the demo data (db/seed/) and the ' +
        'command-line entries compose features as app.ts does, through their public files',
      severity: 'error',
      from: { path: SERVER_INFRASTRUCTURE, pathNot: ['^src/server/db/seed/', '-cli\\.ts$', SERVER_TEST_CODE] },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'server-composition-through-public-files',
      comment:
        'Outside the composition root (app.ts and its deps), code reaches a feature through its public file, or its ' +
        'testing fixtures from a test',
      severity: 'error',
      from: {
        path: '^(src/server/(audit|db|mail|pdf|plugins|security|test)/|src/server/[^/]+-cli\\.ts$)',
        pathNot: SERVER_TEST_CODE,
      },
      to: { path: '^src/server/features/', pathNot: SERVER_PUBLIC_FILE },
    },
    {
      name: 'product-code-does-not-import-tests',
      severity: 'error',
      from: { path: '^(src|machines)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(model-tests|e2e)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
