// A linter that finds problems: what `bun run lint` prints after the tests passed.
console.error("/home/user/project/js/items.js\n  7:7  error  Unexpected console statement  no-console\n\n✖ 1 problem (1 error, 0 warnings)");
process.exit(1);
