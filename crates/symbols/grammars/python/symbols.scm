; Python symbols (docs/SYMBOLS.md, "Python").
; A `function` directly inside a class becomes a `method`; `decorated_definition`
; widens the range to the first decorator.

(class_definition
  name: (identifier) @name) @definition.class

(function_definition
  name: (identifier) @name) @definition.function

; a module-level assignment to one name, `TOOLS = [...]`, `DEFAULT: dict = {...}`: the data
; the module's code reads. Only directly in the module (not inside `if` or `try`), with a
; value (`x: int` alone declares nothing); `__all__`-like names are no symbols
; (`symbols::kinds`).
(module
  (expression_statement
    (assignment
      left: (identifier) @name
      right: (_))) @definition.variable)
