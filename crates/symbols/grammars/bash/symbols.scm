; Bash symbols (docs/SYMBOLS.md, "Bash"): functions, in every form of their definition.

(function_definition
  name: (word) @name) @definition.function
