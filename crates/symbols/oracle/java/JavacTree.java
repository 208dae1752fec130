// Reference symbols of Java files, by the JDK's own parser (the javac tree API,
// com.sun.source.tree), per docs/SYMBOLS.md ("Java").
//
// Reads file paths on stdin, one per line; prints one JSON object per file:
// {"file", "symbols": [{"name", "start_line", "end_line"}], "code_lines": [...]}
// or {"file", "error"} when javac reports a syntax error. A code line is a line covered by
// a token of javac's own scanner (comments are not tokens; a text block covers its lines).
//
//   java --add-exports jdk.compiler/com.sun.tools.javac.parser=ALL-UNNAMED \
//        --add-exports jdk.compiler/com.sun.tools.javac.util=ALL-UNNAMED \
//        crates/symbols/oracle/java/JavacTree.java < paths

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import com.sun.tools.javac.parser.Scanner;
import com.sun.tools.javac.parser.ScannerFactory;
import com.sun.tools.javac.parser.Tokens;
import com.sun.tools.javac.util.Context;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

public class JavacTree {
    public static void main(String[] args) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        for (String path; (path = in.readLine()) != null; ) {
            if (path.isEmpty()) continue;
            out.setLength(0);
            try {
                out.append(report(javac, path));
            } catch (Exception e) {
                out.append("{\"file\":").append(json(path)).append(",\"error\":").append(json(String.valueOf(e))).append('}');
            }
            System.out.println(out);
        }
    }

    static String report(JavaCompiler javac, String path) throws Exception {
        String text = new String(Files.readAllBytes(Path.of(path)), StandardCharsets.UTF_8);
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        final String source = text;
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + Path.of(path).getFileName()), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignore) {
                return source;
            }
        };
        DiagnosticCollector<JavaFileObject> diags = new DiagnosticCollector<>();
        JavacTask task = (JavacTask) javac.getTask(null, null, diags, List.of("-proc:none"), null, List.of(file));
        CompilationUnitTree unit = task.parse().iterator().next();
        for (Diagnostic<?> d : diags.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                return "{\"file\":" + json(path) + ",\"error\":" + json(d.getMessage(null)) + "}";
            }
        }
        int[] lineStarts = lineStarts(source);
        SourcePositions pos = Trees.instance(task).getSourcePositions();
        List<String> symbols = new ArrayList<>();
        new TreePathScanner<Void, String>() {
            void add(String name, Tree t) {
                long from = pos.getStartPosition(unit, t), to = pos.getEndPosition(unit, t);
                symbols.add("{\"name\":" + json(name) + ",\"start_line\":" + line(lineStarts, from) + ",\"end_line\":" + line(lineStarts, to - 1) + "}");
            }

            String enclosingClass;

            @Override
            public Void visitClass(ClassTree c, String chain) {
                String name = c.getSimpleName().toString();
                String outerClass = enclosingClass;
                if (name.isEmpty()) {
                    // An anonymous class (or an enum constant's body) is transparent.
                    enclosingClass = null;
                    super.visitClass(c, chain);
                } else {
                    String full = chain.isEmpty() ? name : chain + "." + name;
                    add(full, c);
                    enclosingClass = name;
                    super.visitClass(c, full);
                }
                enclosingClass = outerClass;
                return null;
            }

            @Override
            public Void visitMethod(MethodTree m, String chain) {
                String name = m.getName().toString();
                if (name.equals("<init>")) name = enclosingClass == null ? "<init>" : enclosingClass;
                String full = chain.isEmpty() ? name : chain + "." + name;
                add(full, m);
                String outerClass = enclosingClass;
                super.visitMethod(m, full);
                enclosingClass = outerClass;
                return null;
            }
        }.scan(unit, "");

        TreeSet<Integer> code = new TreeSet<>();
        Context context = new Context();
        com.sun.tools.javac.util.Log.instance(context);
        Scanner scanner = ScannerFactory.instance(context).newScanner(source, false);
        for (scanner.nextToken(); scanner.token().kind != Tokens.TokenKind.EOF; scanner.nextToken()) {
            Tokens.Token t = scanner.token();
            int first = line(lineStarts, t.pos), last = line(lineStarts, Math.max(t.pos, t.endPos - 1));
            for (int l = first; l <= last; l++) code.add(l);
        }
        StringBuilder sb = new StringBuilder("{\"file\":").append(json(path)).append(",\"symbols\":[");
        sb.append(String.join(",", symbols)).append("],\"code_lines\":[");
        boolean firstLine = true;
        for (int l : code) {
            if (!firstLine) sb.append(',');
            sb.append(l);
            firstLine = false;
        }
        return sb.append("]}").toString();
    }

    /** Offsets where each line starts; CR LF, LF and a lone CR end a line, as in javac. */
    static int[] lineStarts(String s) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') continue;
            if (c == '\n' || c == '\r') starts.add(i + 1);
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The 1-based line of a character offset. */
    static int line(int[] starts, long offset) {
        int lo = 0, hi = starts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= offset) lo = mid; else hi = mid - 1;
        }
        return lo + 1;
    }

    static String json(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }
}
