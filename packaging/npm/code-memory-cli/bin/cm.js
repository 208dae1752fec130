#!/usr/bin/env node
// Runs the cm binary of this platform's package (code-memory-cli-<os>-<cpu>, bin/cm; on
// Windows code-memory-cli-win32-<cpu>, bin/cm.exe), installed by npm as an optional
// dependency: no download at install time, no postinstall script.
"use strict";
const { spawnSync } = require("node:child_process");

const pkg = `code-memory-cli-${process.platform}-${process.arch}`;
let binary;
try {
  binary = require.resolve(`${pkg}/bin/${process.platform === "win32" ? "cm.exe" : "cm"}`);
} catch {
  console.error(
    `code-memory-cli: no cm binary for ${process.platform}-${process.arch} (package ${pkg} is not installed).\n` +
      "Binaries exist for linux-x64, linux-arm64, darwin-x64, darwin-arm64, win32-x64 and win32-arm64;\n" +
      "npm skips optional dependencies with --omit=optional or --no-optional.\n" +
      "Elsewhere: cargo install --locked code-memory",
  );
  process.exit(1);
}

const result = spawnSync(binary, process.argv.slice(2), { stdio: "inherit" });
if (result.error) {
  console.error(`code-memory-cli: could not run ${binary}: ${result.error.message}`);
  process.exit(1);
}
if (result.signal) {
  process.kill(process.pid, result.signal);
}
process.exit(result.status ?? 1);
