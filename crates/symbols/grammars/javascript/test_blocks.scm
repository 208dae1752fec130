; Test blocks of JavaScript, JSX, TypeScript and TSX alike: the registry appends this file to
; both languages' symbols.scm (the TypeScript grammar holds JavaScript's nodes), after
; their own patterns.

; Test blocks: a call statement of a test framework's suite, test or hook whose first
; argument is the title, a string or a template without `${}`, and which passes a
; function: `describe('Cart', () => {...})` is `Cart`, an `it('adds', ...)` in it
; `Cart.adds`. The member forms `describe.only(...)`, `it.skip(...)`, ... count too.
(expression_statement
  (call_expression
    function: [(identifier) @_framework
               (member_expression
                 object: (identifier) @_framework
                 property: (property_identifier) @_modifier)]
    arguments: (arguments
                 . [(string) @name (template_string) @name @_template]
                 [(arrow_function) (function_expression) (generator_function)])
    (#any-of? @_framework "describe" "suite" "context")
    (#any-of? @_modifier "only" "skip" "todo" "concurrent" "sequential" "shuffle" "fails" "failing")
    (#not-match? @_template "\\$\\{")) @definition.suite)

(expression_statement
  (call_expression
    function: [(identifier) @_framework
               (member_expression
                 object: (identifier) @_framework
                 property: (property_identifier) @_modifier)]
    arguments: (arguments
                 . [(string) @name (template_string) @name @_template]
                 [(arrow_function) (function_expression) (generator_function)])
    (#any-of? @_framework "it" "test" "bench")
    (#any-of? @_modifier "only" "skip" "todo" "concurrent" "sequential" "shuffle" "fails" "failing")
    (#not-match? @_template "\\$\\{")) @definition.test)

; `Deno.test("name", () => {...})`
(expression_statement
  (call_expression
    function: (member_expression
                object: (identifier) @_deno
                property: (property_identifier) @_test)
    arguments: (arguments
                 . [(string) @name (template_string) @name @_template]
                 [(arrow_function) (function_expression) (generator_function)])
    (#eq? @_deno "Deno")
    (#eq? @_test "test")
    (#not-match? @_template "\\$\\{")) @definition.test)

; Hooks (Jest, Vitest, Mocha), named by their function: `beforeEach(() => {...})` in
; `describe("Cart", ...)` is `Cart.beforeEach`.
(expression_statement
  (call_expression
    function: (identifier) @name
    arguments: (arguments [(arrow_function) (function_expression) (generator_function)])
    (#any-of? @name "beforeEach" "afterEach" "beforeAll" "afterAll" "before" "after")) @definition.hook)
