// Stands in for the site's wrapPageElement in the `develop-html` bundle
// (src/node/frameworkPatches/developShell.ts): the development server's HTML shell wraps no page.
import type { ReactElement } from "react";

export const wrapPageElement = ({ element }: { element: ReactElement }): ReactElement => element;
