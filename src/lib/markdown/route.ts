import { machineRoutes } from "../../config/routes";

/** The `.md` route of a page (built in src/config/routes.ts). Shared by the build and the copy button. */
export const markdownRoute = machineRoutes.markdown;
