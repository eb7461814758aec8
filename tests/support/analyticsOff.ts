import type { AnalyticsEnv } from "../../src/lib/analyticsProviders";

/** Every analytics provider off, as a build without their variables reads them. */
export const ANALYTICS_OFF: AnalyticsEnv = {
  baiduTongjiId: null,
  umamiScriptUrl: null,
  umamiWebsiteId: null,
  plausibleScriptUrl: null,
  plausibleDomain: null,
};
