import type { Reporter } from "gatsby";

/**
 * One step of onPostBuild, timed in the build log like Gatsby's own phases
 * ("success onPostBuild: search index - 1.2s"), so npm run bench can show where that time goes.
 */
export async function postBuildStep<T>(reporter: Reporter, name: string, run: () => T | Promise<T>): Promise<T> {
  const activity = reporter.activityTimer(`onPostBuild: ${name}`);
  activity.start();
  try {
    return await run();
  } finally {
    activity.end();
  }
}
