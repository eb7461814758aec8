// ESLint for the site's TypeScript and React: typescript-eslint's recommended rules (type-aware
// where they catch real bugs), the rules of hooks with exhaustive dependency lists, and jsx-a11y.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "platform/",
      "test-results/",
      "bench/",
      "lighthouse/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Unused names are the type checker's (noUnusedLocals, noUnusedParameters).
      "@typescript-eslint/no-unused-vars": "off",
      // Control characters are matched on purpose: ANSI colours in build output, NUL bytes.
      "no-control-regex": "off",
    },
  },
  {
    // Browser code and components: src/node's webpack rules have a `use` that is no hook.
    files: ["src/**/*.tsx", "gatsby-*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ["src/browser/**/*.ts", "src/components/**/*.ts", "src/search/browser/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // The scripts, the Node hooks written as CommonJS and the build tests' .mjs files: the core
    // rules typescript-eslint turns on for TypeScript only (its eslint-recommended), so that plain
    // JavaScript is held to the same rules as the rest (no-undef stays on here: no compiler checks
    // these names).
    files: ["**/*.{js,mjs,cjs}"],
    rules: { "no-var": "error", "prefer-const": "error", "prefer-rest-params": "error", "prefer-spread": "error" },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
