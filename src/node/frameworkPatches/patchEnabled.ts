/** Whether a framework patch is on in this build (the switch: src/node/frameworkPatches/switch.cjs). */
import { frameworkPatchesSetting } from "../../config/env";
import { patchEnabled as enabled } from "./switch.cjs";

export type FrameworkPatch =
  | "compileGatsbyFiles"
  | "queryFiles"
  | "babelToEsbuild"
  | "scriptsSlice"
  | "developShell"
  | "buildDependencies"
  | "lockfileBuildDependencies"
  | "unfinishedBuild"
  | "mutationBatch";

export const patchEnabled = (name: FrameworkPatch): boolean => enabled(name, frameworkPatchesSetting());
