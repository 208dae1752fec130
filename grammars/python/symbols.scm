; Python symbols (docs/SYMBOLS.md, "Python").
; A `function` directly inside a class becomes a `method`; `decorated_definition`
; widens the range to the first decorator.

(class_definition
  name: (identifier) @name) @definition.class

(function_definition
  name: (identifier) @name) @definition.function
