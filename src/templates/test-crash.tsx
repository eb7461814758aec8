import React from "react";
import Layout from "../components/layout/Layout";

const FIXED_KEY = "arcadia-test-crash-fixed";

function Crash(): React.ReactElement {
  // The test sets the key before pressing 重试, so the retry renders normally.
  if (window.sessionStorage.getItem(FIXED_KEY) !== "1") throw new Error("Test crash: this page is built only when ARCADIA_TEST_PAGES=1.");
  return <p data-testid="recovered">已恢复</p>;
}

/** Built only for the test suite (see src/node/pages.ts): exercises the crash screen. */
export default function TestCrashPage() {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return <Layout pageKey="/__test__/crash">{mounted ? <Crash /> : <p>crash test page</p>}</Layout>;
}
