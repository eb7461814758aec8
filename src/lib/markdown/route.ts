/** The `.md` route of a page: its route plus `.md` ("/docs" → "/docs.md"). Shared by the build and the copy button. */
export const markdownRoute = (path: string) => `${path === "/" ? "/index" : path.replace(/\/$/, "")}.md`;
