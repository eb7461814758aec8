/**
 * The ApiEndpoint node: a validated description (./endpointSchema.ts) plus what the build
 * derives from it once (sections shown, request samples and their highlighting), and its
 * GraphQL type, made from the same tables.
 */
import { highlight, prettyJson } from "../codeHighlight";
import { endpointDataSdl, type ApiEndpointData } from "./endpointSchema";
import { curlExample, fetchExample, pythonExample } from "./requestSamples";
import { API_SECTIONS, type ApiSections } from "./sectionNames";

/** The fields the build adds to a description. */
interface Derived {
  /** The docs version the description belongs to ("next", else the release name). */
  version: string;
  order: number;
  sections: ApiSections;
  curl: string;
  curlHtml: string;
  fetchSample: string;
  fetchSampleHtml: string;
  pythonSample: string;
  pythonSampleHtml: string;
  bodyHtml: string | null;
  responseExampleHtml: string | null;
  file: string;
}
export type ApiEndpointNode = ApiEndpointData & Derived;

// `satisfies` makes the compiler hold this list to Derived: no field missing, none extra.
const DERIVED_GQL = {
  version: "String!",
  order: "Int!",
  sections: "ApiSections!",
  curl: "String!",
  curlHtml: "String!",
  fetchSample: "String!",
  fetchSampleHtml: "String!",
  pythonSample: "String!",
  pythonSampleHtml: "String!",
  bodyHtml: "String",
  responseExampleHtml: "String",
  file: "String!",
} satisfies Record<keyof Derived, string>;

/** The GraphQL types of ApiEndpointNode. */
export const apiEndpointTypeDefs = [
  endpointDataSdl.nested,
  endpointDataSdl.type("ApiSections", Object.fromEntries(API_SECTIONS.map((s) => [s, "Boolean!"]))),
  endpointDataSdl.type("ApiEndpoint", { ...endpointDataSdl.fields, ...DERIVED_GQL }, " implements Node @dontInfer"),
].join("\n\n");

/** The sections shown: all of them, except what a removed endpoint has no data for. */
export function apiSectionsOf(
  e: Pick<ApiEndpointData, "removed" | "params" | "response" | "responseExample" | "errors">,
): ApiSections {
  const live = !e.removed;
  return {
    params: live || e.params.length > 0,
    request: live,
    response: live || e.response.length > 0,
    responseExample: !!e.responseExample,
    errors: e.errors.length > 0,
  };
}

/** Builds an endpoint's node fields: pretty JSON, the curl, fetch and requests samples and their highlighting. */
export function apiEndpointNode(e: ApiEndpointData, order: number, file: string, version: string): ApiEndpointNode {
  const body = e.body ? prettyJson(e.body) : null;
  const responseExample = e.responseExample ? prettyJson(e.responseExample) : null;
  const withJson = { ...e, body, responseExample };
  const curl = curlExample(withJson);
  const fetchSample = fetchExample(withJson);
  const pythonSample = pythonExample(withJson);
  return {
    ...withJson,
    version,
    order,
    sections: apiSectionsOf(withJson),
    curl,
    curlHtml: highlight(curl, "bash"),
    fetchSample,
    fetchSampleHtml: highlight(fetchSample, "javascript"),
    pythonSample,
    pythonSampleHtml: highlight(pythonSample, "python"),
    bodyHtml: body ? highlight(body, "json") : null,
    responseExampleHtml: responseExample ? highlight(responseExample, "json") : null,
    file,
  };
}
