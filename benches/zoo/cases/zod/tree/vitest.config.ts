import { defineConfig } from "vitest/config";

// The zod monorepo's test setting for this package: the tests import "zod/v4", which the
// "@zod/source" condition resolves to the sources instead of the build.
export default defineConfig({
  resolve: { conditions: ["@zod/source"] },
  ssr: { resolve: { conditions: ["@zod/source"] } },
  test: { include: ["src/v4/core/tests/*.test.ts"] },
});
