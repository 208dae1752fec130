// Reference symbols of Go files, by the standard library's go/parser, per docs/SYMBOLS.md.
//
// Reads file paths on stdin, one per line; prints one JSON object per file:
// {"file", "symbols": [{"name", "start_line", "end_line"}], "code_lines": [...]}
// or {"file", "error"} when go/parser rejects the file. A code line is a line covered by a
// token of go/scanner (comments are not tokens; a raw string covers all its lines).
//
//	go run crates/symbols/oracle/go_ast.go < paths
package main

import (
	"bufio"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"os"
	"sort"
	"strings"
)

type symbol struct {
	Name      string `json:"name"`
	StartLine int    `json:"start_line"`
	EndLine   int    `json:"end_line"`
}

type report struct {
	File      string   `json:"file"`
	Symbols   []symbol `json:"symbols"`
	CodeLines []int    `json:"code_lines"`
}

type rejected struct {
	File  string `json:"file"`
	Error string `json:"error"`
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := json.NewEncoder(os.Stdout)
	for in.Scan() {
		path := in.Text()
		if path == "" {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			out.Encode(rejected{path, err.Error()})
			continue
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
		if err != nil {
			out.Encode(rejected{path, err.Error()})
			continue
		}
		syms := []symbol{}
		for _, decl := range file.Decls {
			if d, ok := decl.(*ast.GenDecl); ok && (d.Tok == token.CONST || d.Tok == token.VAR) {
				packageData(fset, d, &syms)
			} else {
				walk(fset, decl, "", &syms)
			}
		}
		out.Encode(report{path, syms, codeLines(src)})
	}
}

// walk adds the symbols under n, chained to the enclosing symbol's name.
func walk(fset *token.FileSet, n ast.Node, chain string, out *[]symbol) {
	add := func(name string, from, to token.Pos) {
		*out = append(*out, symbol{name, fset.Position(from).Line, fset.Position(to - 1).Line})
	}
	ast.Inspect(n, func(x ast.Node) bool {
		switch d := x.(type) {
		case *ast.FuncDecl:
			// Methods are named after their receiver's type, never nested.
			name := d.Name.Name
			if d.Recv != nil && len(d.Recv.List) > 0 {
				name = receiverType(d.Recv.List[0].Type) + "." + name
			}
			add(name, d.Pos(), d.End())
			if d.Body != nil {
				walk(fset, d.Body, name, out)
			}
			return false
		case *ast.GenDecl:
			if d.Tok != token.TYPE {
				// Function literals in `var` declarations may declare types.
				return true
			}
			for _, spec := range d.Specs {
				ts := spec.(*ast.TypeSpec)
				name := ts.Name.Name
				if chain != "" {
					name = chain + "." + name
				}
				// A declaration of one type is its range; in a group, each spec is.
				if len(d.Specs) == 1 {
					add(name, d.Pos(), d.End())
				} else {
					add(name, ts.Pos(), ts.End())
				}
				// A function literal in the type (an array length) may declare types.
				walk(fset, ts, name, out)
			}
			return false
		}
		return true
	})
}

// packageData adds the symbols of a package-level `const` or `var` declaration: each spec
// named after its first name other than `_` (none: no symbol); alone (or alone in parentheses), the declaration is
// its range. Function literals in a value may declare types, chained through it.
func packageData(fset *token.FileSet, d *ast.GenDecl, out *[]symbol) {
	for _, spec := range d.Specs {
		vs := spec.(*ast.ValueSpec)
		name := "_"
		for _, n := range vs.Names {
			if n.Name != "_" {
				name = n.Name
				break
			}
		}
		if name == "_" {
			walk(fset, vs, "", out)
			continue
		}
		from, to := vs.Pos(), vs.End()
		if len(d.Specs) == 1 {
			from, to = d.Pos(), d.End()
		}
		*out = append(*out, symbol{name, fset.Position(from).Line, fset.Position(to - 1).Line})
		walk(fset, vs, name, out)
	}
}

// receiverType is the name of a receiver's type: pointer, parentheses and type arguments
// stripped.
func receiverType(e ast.Expr) string {
	for {
		switch t := e.(type) {
		case *ast.StarExpr:
			e = t.X
		case *ast.ParenExpr:
			e = t.X
		case *ast.IndexExpr:
			e = t.X
		case *ast.IndexListExpr:
			e = t.X
		case *ast.SelectorExpr:
			return t.Sel.Name
		case *ast.Ident:
			return t.Name
		default:
			return "?"
		}
	}
}

func codeLines(src []byte) []int {
	fset := token.NewFileSet()
	file := fset.AddFile("", -1, len(src))
	var s scanner.Scanner
	s.Init(file, src, nil, 0)
	seen := map[int]bool{}
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.SEMICOLON && lit == "\n" {
			continue // inserted at a line end, not written
		}
		line := file.Line(pos)
		seen[line] = true
		if tok == token.STRING && strings.HasPrefix(lit, "`") {
			for i := 1; i <= strings.Count(lit, "\n"); i++ {
				seen[line+i] = true
			}
		}
	}
	lines := make([]int, 0, len(seen))
	for l := range seen {
		lines = append(lines, l)
	}
	sort.Ints(lines)
	return lines
}
