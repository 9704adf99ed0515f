// Lint rules that keep the tree a map of the product (docs/architecture.md "Layers", after bulletproof-react's zones):
// pages → features → components → lib/config, a feature never imports another feature, functions never
// import React or UI, build-time code never reaches the browser, and no import cycles.
import {readdirSync} from 'node:fs'
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync('src/features', {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const layerZones = [
  {
    target: ['src/lib', 'src/config'],
    from: ['src/components', 'src/features', 'src/pages', 'src/templates'],
    message: 'lib and config sit below everything: move the shared part down instead.',
  },
  {
    target: 'src/config',
    from: 'src/lib',
    message: 'config holds the constants lib reads: it imports nothing of lib (move the derived value into lib).',
  },
  {
    target: 'src/components',
    from: ['src/features', 'src/pages', 'src/templates'],
    message: 'Shared components know no feature: pass what they need as props.',
  },
  {
    target: 'src/features',
    from: ['src/pages', 'src/templates'],
    message: 'Features are composed by pages, never the other way.',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: let the page compose them, or move the shared part to components/ or lib/.',
  })),
  {target: 'src', from: 'netlify', message: 'The browser never imports server code.'},
  {
    target: ['src', 'netlify', 'build-time'],
    from: 'studio',
    message: 'The site reads content through GraphQL; the lists it shares with the Studio live in content-model/.',
  },
  {
    target: 'studio',
    from: ['src', 'netlify', 'build-time'],
    message: 'The Studio shares only the content model (content-model/) with the site.',
  },
  {
    target: 'content-model',
    from: ['src', 'studio', 'netlify', 'build-time'],
    message: 'The content model sits below both the Studio and the site: it imports neither.',
  },
  {
    target: 'netlify',
    from: ['src/pages', 'src/templates', 'src/components'],
    message: 'Functions import only pure modules from src/.',
  },
  {
    target: 'netlify',
    from: 'src/features',
    message: "Server code never reaches into the browser's features: move what both sides use to src/lib/<domain>/.",
  },
  {
    target: ['src', 'netlify'],
    from: 'build-time',
    message: 'Build-time Node code (gatsby-node, scripts) never reaches the browser bundle or the functions.',
  },
]

// date-fns's index imports every one of its functions, each from its own file: a function that imports the index
// loads them all on each cold start (1.4 s of each call under `npm start`, where every call starts cold; docs/threat-model.md).
const dateFnsIndex = {
  name: 'date-fns',
  message: "Import each function from its own module ('date-fns/addDays'): the index loads all of date-fns.",
}

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      'node_modules/',
      'studio/dist/',
      'studio/node_modules/',
      'studio/.sanity/',
      '.tmp/',
      '**/.netlify/',
      '.premium/',
      'test-results/',
      'src/lib/content/sanity-types.ts',
      // Generated from src/service-worker/sw.ts (build-time/service-worker), which is linted.
      'static/sw.js',
      'bench/blank-gatsby/public/',
      'bench/blank-gatsby/.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node, ...globals.jest}},
    plugins: {import: importPlugin},
    settings: {'import/resolver': {node: {extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json']}}},
    rules: {
      'import/no-restricted-paths': ['error', {zones: layerZones}],
      'import/no-cycle': ['error', {ignoreExternal: true}],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    // One query client for the page and every island's root, without a provider at the root (react-query then
    // loads with its first user, not with every page): src uses the hooks of lib/query-client, bound to it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/query-client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            dateFnsIndex,
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useMutation', 'useQueryClient', 'QueryClientProvider', 'QueryClient'],
              message: "Use lib/query-client's hooks: they share one client, and no provider is needed.",
            },
          ],
        },
      ],
    },
  },
  {
    // A control she pressed keeps her focus while its request runs: `busy` (components/ui/button.tsx) or
    // aria-disabled, never `disabled`, which drops focus on <body> (docs/accessibility.md, WCAG 2.4.3).
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name='disabled'] :matches(MemberExpression[property.name='isPending'], Identifier[name=/^(busy|pending|sending)$/], Literal[value=/^(busy|sending|refunding|saving)$/])",
          message: 'Waiting for a request: use `busy` (or aria-disabled), not `disabled`, so her focus stays put.',
        },
      ],
    },
  },
  {
    // Fixtures parse NDJSON and fake third-party payloads: loose types are the point there.
    files: ['tests/**'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    files: ['netlify/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{name: 'react', message: 'Functions never render React.'}, dateFnsIndex],
          patterns: [
            {group: ['**/components/*', '**/hooks/*'], message: 'Functions import only pure modules from src/.'},
          ],
        },
      ],
    },
  },
  {
    // Islands (components/island) render a section synchronously in the static HTML with require(), which
    // webpack drops from the browser bundle (BUILD_STAGE is a build-time constant); the browser imports it lazily.
    // Sections shown on several pages declare their island once, beside their feature (islands.ts), and the
    // site's header and footer beside the layout.
    files: ['src/pages/**/*.tsx', 'src/features/*/islands.ts', 'src/components/layout/islands.ts'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
)
