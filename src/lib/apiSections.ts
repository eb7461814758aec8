/** Section ids and TOC entries of the generated API reference. Shared by createPages and the page. */
import type { TocItem } from "./types";
import type { ApiEndpointNode } from "./api/endpointNode";
import { API_SECTIONS, type ApiSection } from "./api/sectionNames";
import { labels } from "../config/labels";

/** What the reference of one endpoint needs to lay out its headings. */
export type EndpointRef = Pick<ApiEndpointNode, "title" | "path" | "sections"> & { method: string };

const slug = (e: EndpointRef) =>
  `${e.method}-${e.path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Per section: the end of its heading id, and its heading (the TOC says what the page says). */
const SECTION_HEADINGS: Record<ApiSection, { id: string; label: keyof typeof labels }> = {
  params: { id: "params", label: "api.params" },
  request: { id: "request", label: "api.requestExample" },
  response: { id: "response", label: "api.response" },
  responseExample: { id: "response-example", label: "api.responseExample" },
  errors: { id: "errors", label: "api.errors" },
};

export function apiSectionIds(e: EndpointRef, multi: boolean): Record<ApiSection | "endpoint", string> {
  const prefix = multi ? `${slug(e)}-` : "api-";
  return {
    endpoint: slug(e),
    ...(Object.fromEntries(API_SECTIONS.map((s) => [s, `${prefix}${SECTION_HEADINGS[s].id}`])) as Record<
      ApiSection,
      string
    >),
  };
}

/** The headings the API reference renders, in order, as table-of-contents entries. */
export function apiToc(endpoints: EndpointRef[], maxLevel: 2 | 3): TocItem[] {
  const multi = endpoints.length > 1;
  const sections = (e: EndpointRef): TocItem[] => {
    const ids = apiSectionIds(e, multi);
    return API_SECTIONS.filter((s) => e.sections[s]).map((s) => ({
      id: ids[s],
      title: labels[SECTION_HEADINGS[s].label],
      items: [],
    }));
  };
  if (!multi) return endpoints.flatMap(sections);
  return endpoints.map((e) => ({
    id: apiSectionIds(e, true).endpoint,
    title: e.title,
    items: maxLevel >= 3 ? sections(e) : [],
  }));
}
