// Stands in for Gatsby's list of page components in the `develop-html` bundle
// (src/node/frameworkPatches/developShell.ts): that bundle only renders the development server's HTML
// shell, which never renders a page.
export const components: Record<string, never> = {};
export default { components };
