import { describe, expect, it } from "vitest";
import { RELEASE_NAME, releaseNameProblem } from "../../src/lib/releaseName";

describe("release names", () => {
  it("accept semantic-versioning names in lower case without leading zeros", () => {
    for (const ok of ["0.1.0", "1.0.0", "1.0.0-beta.11", "10.20.30-rc.0", "1.0.0-alpha1.2", "1.0.0-0a"])
      expect(releaseNameProblem(ok), ok).toBeNull();
  });

  it("refuse a second spelling of a release, naming the one spelling", () => {
    expect(releaseNameProblem("1.0.0-BETA.11")).toContain('so write "1.0.0-beta.11"');
    expect(releaseNameProblem("01.0.0")).toContain('so write "1.0.0"');
    expect(releaseNameProblem("1.00.0-beta.011")).toContain('so write "1.0.0-beta.11"');
  });

  it("refuse what is no release name at all", () => {
    for (const bad of ["1.0", "v1.0.0", "1.0.0-", "1.0.0-beta..1", "1.0.0-beta_1", "1.0.0+build", "1.0.0-beta-11", ""])
      expect(releaseNameProblem(bad), bad).toBe("is not a release name such as 1.0.0 or 1.0.0-beta.11.");
    expect(RELEASE_NAME.test("1.0.0-BETA.11")).toBe(false);
  });
});
