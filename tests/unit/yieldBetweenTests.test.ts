import { access } from "node:fs";
import { expect, it } from "vitest";

// Vitest's runner goes from test to test through promises alone; tests/support/yieldBetweenTests.ts
// (a setup file of every config) turns the event loop between them, so I/O that finished while a
// test ran synchronously is read before the next test. That is how the worker reads the main
// process's RPC answers in time (the file says why). Without the setup file the second test fails.
let ioRead = false;

it("starts I/O, then holds the event loop synchronously until it has finished", () => {
  access(".", () => {
    ioRead = true;
  });
  // Block as a spawnSync would: the thread pool finishes the access meanwhile, the callback waits.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  expect(ioRead).toBe(false);
});

it("finds that I/O read before it starts", () => {
  expect(ioRead).toBe(true);
});
