/**
 * The one name of the writable, unreleased docs version (content/docs): its entry in
 * content/versions.json, its route segment (/docs/next) and its key in platform/pins.json.
 * A module of its own so that versions.ts and platformSource.ts can both import it.
 */
export const NEXT_VERSION = "next";
