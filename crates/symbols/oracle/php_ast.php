<?php
// Reference symbols of PHP files, by php-ast (PHP's own parser, exported as its AST), per
// docs/SYMBOLS.md ("PHP").
//
// Reads file paths on stdin, one per line; prints one JSON object per file:
// {"file", "symbols": [{"name", "start_line", "end_line"}], "code_lines": [...]}, or
// {"file", "error"} when PHP rejects the file. A code line is a line covered by a token of
// PHP's own tokenizer (token_get_all) other than comments, doc comments, whitespace and the
// text outside the PHP tags (inline HTML).
//
//     apt-get install php-cli php-ast
//     php crates/symbols/oracle/php_ast.php < paths

const AST_VERSION = 90;

function symbol_name(ast\Node $node): ?string
{
    switch ($node->kind) {
        case ast\AST_CLASS:
            if ($node->flags & ast\flags\CLASS_ANONYMOUS) {
                return null;
            }
            return $node->children['name'];
        case ast\AST_METHOD:
        case ast\AST_FUNC_DECL:
            return $node->children['name'];
    }
    return null;
}

/** The first line of a declaration: its first attribute, else the declaration's own line. */
function start_line(ast\Node $node): int
{
    $start = $node->lineno;
    $attributes = $node->children['attributes'] ?? null;
    if ($attributes instanceof ast\Node) {
        foreach ($attributes->children as $group) {
            if ($group instanceof ast\Node) {
                $start = min($start, $group->lineno);
            }
        }
    }
    return $start;
}

function walk($node, array $chain, array &$out): void
{
    if (!$node instanceof ast\Node) {
        return;
    }
    $name = symbol_name($node);
    if ($name !== null) {
        $chain[] = $name;
        $out[] = [
            'name' => implode('.', $chain),
            'start_line' => start_line($node),
            'end_line' => $node->endLineno,
        ];
    }
    foreach ($node->children as $child) {
        if (is_array($child)) {
            foreach ($child as $c) {
                walk($c, $chain, $out);
            }
        } else {
            walk($child, $chain, $out);
        }
    }
}

function code_lines(string $code): array
{
    $skip = [T_COMMENT, T_DOC_COMMENT, T_WHITESPACE, T_INLINE_HTML];
    $lines = [];
    $line = 1;
    foreach (token_get_all($code) as $token) {
        if (is_array($token)) {
            [$id, $text, $line] = $token;
        } else {
            [$id, $text] = [null, $token];
        }
        $newlines = substr_count($text, "\n");
        if (!in_array($id, $skip, true)) {
            $last = $line + $newlines - (str_ends_with($text, "\n") ? 1 : 0);
            for ($l = $line; $l <= max($line, $last); $l++) {
                $lines[$l] = true;
            }
        }
        $line += $newlines;
    }
    $lines = array_keys($lines);
    sort($lines);
    return $lines;
}

while (($path = fgets(STDIN)) !== false) {
    $path = rtrim($path, "\r\n");
    if ($path === '') {
        continue;
    }
    try {
        $code = file_get_contents($path);
        $ast = ast\parse_code($code, AST_VERSION);
        $out = [];
        walk($ast, [], $out);
        $doc = ['file' => $path, 'symbols' => $out, 'code_lines' => code_lines($code)];
    } catch (Throwable $e) {
        $doc = ['file' => $path, 'error' => get_class($e) . ': ' . $e->getMessage()];
    }
    echo json_encode($doc, JSON_INVALID_UTF8_SUBSTITUTE | JSON_UNESCAPED_SLASHES), "\n";
}
