/** Import direction of DESIGN.md §4: shared ← machines ← (server | web); features never import each other. */
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
