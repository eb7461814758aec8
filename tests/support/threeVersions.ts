/**
 * Three docs versions as the unit tests use them, as a release leaves them: the writable docs
 * ("next"), the latest release and an older one.
 */
import { docsVersion, type DocsVersion } from "../../src/config/versions";

export const next: DocsVersion = docsVersion({ name: "next", label: "next", isLast: false });
export const latest: DocsVersion = docsVersion({ name: "1.0.0-beta.10", label: "1.0.0-beta.10", isLast: true });
export const older: DocsVersion = docsVersion({ name: "1.0.0-beta.9", label: "1.0.0-beta.9", isLast: false });
export const versions: DocsVersion[] = [next, latest, older];
