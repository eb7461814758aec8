/** The reference sections of an endpoint, in page order; a module of its own so the browser can import it. */
export const API_SECTIONS = ["params", "request", "response", "responseExample", "errors"] as const;
export type ApiSection = (typeof API_SECTIONS)[number];
/** Which sections an endpoint shows, decided once when its node is made. */
export type ApiSections = Record<ApiSection, boolean>;
