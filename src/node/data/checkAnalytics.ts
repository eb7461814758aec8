/**
 * onPreInit: every analytics variable is checked before anything is built, so a bad value
 * stops the build with one line naming the variable (no HTML, no CSP hash of a broken script).
 */
import { analyticsEnv, gaMeasurementId } from "../../config/env";
import { AnalyticsConfigError, gtagId, providerScripts } from "../../lib/analyticsProviders";

/** Gatsby's reporter, or a test's: only its panic is used. */
export function checkAnalyticsEnv(reporter: { panic(message: string): never }): void {
  try {
    gtagId(gaMeasurementId());
    providerScripts(analyticsEnv());
  } catch (e) {
    if (!(e instanceof AnalyticsConfigError)) throw e;
    reporter.panic(`analytics: ${e.message}`);
  }
}
