/**
 * The layer rules (ARCHITECTURE §3, §5; issue 10): checked by `npm run lint:deps`, part of `npm test`.
 * There is no list of known exceptions: a violation fails the run.
 */
const server = '^apps/server/src/';
const modules = `${server}modules/`;
const entryFiles = '\\.(routes|route|relay)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'resolvable',
      severity: 'error',
      comment: 'Every import resolves (a rule cannot judge an import it cannot follow).',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles anywhere. Cycles between modules (each modules/<m> one node) are found by scripts/module-rules.ts, which lint:deps runs after this.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'routes-call-services',
      severity: 'error',
      comment: 'routes -> service -> repository: a route file never reaches a repository.',
      from: { path: `${modules}.+${entryFiles}` },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'repositories-are-the-bottom',
      severity: 'error',
      comment: 'A repository holds SQL only: it imports no service and no route.',
      from: { path: '\\.repository\\.ts$' },
      to: { path: `(\\.service\\.ts|${entryFiles})` },
    },
    {
      name: 'services-do-not-call-routes',
      severity: 'error',
      from: { path: `${modules}.+\\.service\\.ts$` },
      to: { path: entryFiles },
    },
    {
      name: 'services-do-not-re-export-repositories',
      severity: 'error',
      comment:
        'A re-exported repository function lets a route or another module reach SQL past the service: the service holds a function that says what it does. Types may pass through.',
      from: { path: modules, pathNot: '\\.repository\\.ts$' },
      to: { path: '\\.repository\\.ts$', dependencyTypes: ['export'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-other-modules-repository',
      severity: 'error',
      comment: "A module reaches another module through that module's services, never its repository.",
      from: { path: `${modules}([^/]+)/` },
      to: { path: `${modules}[^/]+/.+\\.repository\\.ts$`, pathNot: `${modules}$1/` },
    },
    {
      name: 'sql-only-in-repositories',
      severity: 'error',
      comment:
        'Only repositories build SQL: keyed on what a module file imports (drizzle-orm, pg, a table), whatever its name, so a file without a role suffix cannot hold SQL unseen. Types may be imported anywhere.',
      from: { path: modules, pathNot: '\\.repository\\.ts$' },
      to: {
        path: ['node_modules/drizzle-orm', 'node_modules/pg/', `${server}db/schema/`],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'services-know-no-http',
      severity: 'error',
      comment: "Services take plain values: Fastify's request and reply stay in the routes.",
      from: { path: `${modules}.+\\.service\\.ts$` },
      to: { path: 'node_modules/fastify/' },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      from: { path: `${server}platform/` },
      to: { path: modules },
    },
    {
      name: 'web-features-stand-alone',
      severity: 'error',
      comment: 'A web feature imports lib/, components/ and its own folder only (the app shell composes features).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: ['^apps/web/src/features/', '^apps/web/src/app/'], pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      comment: 'lib/ and components/ serve every feature, so they know none (nor the app shell that composes them).',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'contracts-first-load-without-zod',
      severity: 'error',
      comment:
        "What the web's first load names from the contracts has no zod and no schema file behind it: zod loads later (issue 23).",
      from: { path: '^packages/contracts/src/(first-load|languages|error-catalog)[.]ts$' },
      to: { pathNot: '^packages/contracts/src/(first-load|languages|error-catalog)[.]ts$' },
    },
    {
      name: 'db-imports-no-module',
      severity: 'error',
      comment:
        'The schema, client and migrations sit below the modules; the demo seed, which uses them, sits above (src/demo/).',
      from: { path: `${server}db/` },
      to: { path: modules },
    },
    {
      name: 'e2e-and-bench-use-public-surfaces',
      severity: 'error',
      comment:
        "Browser journeys and benchmarks drive the portal from outside, not through the server's internals: what they must arrange in the database goes through `@portal/server/testing`.",
      from: { path: '^(e2e|bench)/' },
      to: { path: '^apps/server/(src|test)/' },
    },
    {
      name: 'game-server-and-portal-meet-over-http',
      severity: 'error',
      comment:
        'The game server is a vendor: it and the portal share only the contracts (the API and its signature), never code or tables. Its tests may borrow the scratch PostgreSQL.',
      from: { path: '^apps/game-server/src/' },
      to: { path: '^apps/(server|web)/' },
    },
    {
      name: 'portal-reaches-game-server-over-http',
      severity: 'error',
      comment: "The portal reaches the game server only over HTTP, as it would a real vendor's.",
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/game-server/' },
    },
    {
      name: 'game-client-is-a-browser-app',
      severity: 'error',
      comment:
        "The game client talks to its game server over HTTP only; it shares the contracts and the lottery's draw code.",
      from: { path: '^apps/game-client/' },
      to: { path: '^apps/(server|web|game-server)/' },
    },
    {
      name: 'console-is-a-browser-app-of-its-own',
      severity: 'error',
      comment:
        'The operator console reaches the portal over its HTTP API only, and shares nothing with the member site: a bundle of its own (issue 25).',
      // Its build reuses the web build's Vite plugins (not its code): the config file alone.
      from: { path: '^apps/console/', pathNot: '^apps/console/vite[.]config[.]ts$' },
      to: { path: '^apps/(server|web|game-server|game-client)/' },
    },
    {
      name: 'member-site-never-reaches-the-console',
      severity: 'error',
      comment: "Nothing of the operator console is in the member site's JavaScript (issue 25).",
      from: { path: '^apps/(web|game-client)/' },
      to: { path: '^apps/console/' },
    },
    {
      name: 'signature-stays-on-servers',
      severity: 'error',
      comment: 'The signing code is Node only (node:crypto) and the secret never reaches a browser.',
      from: { path: '^apps/(web|game-client|console)/' },
      to: { path: '^packages/contracts/src/signature[.]ts$' },
    },
    {
      name: 'testing-surface-stays-out',
      severity: 'error',
      comment: "The server's code never reaches its testing surface (apps/server/testing).",
      from: { path: '^apps/server/src/' },
      to: { path: '^apps/server/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stays in the graph (not followed), so the rules about packages (drizzle, fastify) can fire.
    exclude: { path: '(^|/)(dist|screenshots)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
