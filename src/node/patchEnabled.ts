/** Whether a framework patch is on in this build (the switch: src/node/frameworkPatches.cjs). */
import { frameworkPatchesSetting } from "../config/env";
import { patchEnabled as enabled } from "./frameworkPatches.cjs";

export type FrameworkPatch = "compileGatsbyFiles" | "queryFiles" | "babelToEsbuild" | "scriptsSlice" | "developShell";

export const patchEnabled = (name: FrameworkPatch): boolean => enabled(name, frameworkPatchesSetting());
