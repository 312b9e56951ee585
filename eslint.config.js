import fs from "node:fs";
import js from "@eslint/js";
import drizzle from "eslint-plugin-drizzle";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Server features talk to each other only through a feature's service.ts
 * (docs/decisions/018-wiring.md): one zone per feature forbids the rest.
 */
const SERVER_FEATURES = fs
  .readdirSync("src/server/features", { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const featureZones = SERVER_FEATURES.map((feature) => ({
  target: `./src/server/features/${feature}`,
  from: "./src/server/features",
  except: [`./${feature}`, ...SERVER_FEATURES.filter((f) => f !== feature).map((f) => `./${f}/service.ts`)],
  message: "Use another feature only through its service.ts.",
}));

/**
 * Client features stand alone (Bulletproof React): a feature never imports another. What several
 * features share lives in src/client/components/ (UI), src/client/lib/ (hooks and helpers) or
 * src/shared/ (when the server needs it too); the routes in src/client/routes/ compose features.
 */
const CLIENT_FEATURES = fs
  .readdirSync("src/client/features", { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const clientZones = [
  ...CLIENT_FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: "./src/client/features",
    except: [`./${feature}`],
    message:
      "Client features do not import each other: move what they share to src/client/components/, src/client/lib/ or src/shared/, and compose features in a route.",
  })),
  {
    target: "./src/client/features",
    from: "./src/client/routes",
    message: "Routes compose features, never the other way round.",
  },
  {
    // The shared client code sits below the features. (components/layout is the page's shell, which root.tsx
    // composes: its header and footer open the contact form and the cookie settings.)
    target: ["./src/client/lib", "./src/client/i18n", "./src/client/components/*"],
    from: ["./src/client/features", "./src/client/routes"],
    message: "Shared client code (lib, i18n, components) must not import features or routes.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
      "tests/.tmp/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ["*.js", "scripts/*.mjs"] }, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "import-x": importX, drizzle },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
      // The files import-x reads to follow imports (no-cycle): without TypeScript's it stops at the first .ts file.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-floating-promises": "error",
      // An async handler on an element is fine (React ignores its promise); everywhere else a promise where none is expected is a bug.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Fastify plugins and hooks are async by contract even when they await nothing.
      "@typescript-eslint/require-await": "off",
      // React Router's loaders throw a Response (redirect, 404) by design.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: featureZones }],
      // Drizzle: an update or delete without a where clause touches every row.
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
    },
  },
  {
    // Tests read JSON bodies whose shape is what they assert, throw odd values on purpose, and
    // assemble features from their parts the way context.ts does.
    files: ["**/*.test.ts", "tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/only-throw-error": "off",
      "@typescript-eslint/prefer-promise-reject-errors": "off",
      "import-x/no-restricted-paths": "off",
      // `res.json() as T` reads better in a test than inject's generic.
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
    },
  },
  {
    // After the tests' block on purpose: the client's tests keep to the feature boundaries too.
    files: ["src/client/**/*.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: clientZones }] },
  },
  {
    // Imports flow one way: the client never imports server code. And zod comes configured for the browser (shared/zod.ts).
    files: ["src/client/**/*.{ts,tsx}", "src/shared/**/*.ts"],
    ignores: ["src/shared/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/server/**", "#server/*"], message: "Client and shared code must not import server code." }],
          paths: [{ name: "zod", message: "Import z from shared/zod.ts: it keeps zod from probing eval in the browser." }],
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
