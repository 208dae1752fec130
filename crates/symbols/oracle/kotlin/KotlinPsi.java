// Reference symbols of Kotlin files, by the Kotlin compiler's own parser (its PSI, from
// kotlin-compiler-embeddable), per docs/SYMBOLS.md ("Kotlin").
//
// Reads file paths on stdin, one per line; prints one JSON object per file:
// {"file", "symbols": [{"name", "start_line", "end_line"}], "code_lines": [...]}
// or {"file", "error"} when the parser reports a syntax error. A code line is a line
// covered by a PSI leaf that is neither white space nor a comment (KDoc is a comment; a
// raw string covers its lines).
//
//   java -cp "$(ls LIB/*.jar | tr '\n' :)" crates/symbols/oracle/kotlin/KotlinPsi.java < paths
// where LIB holds kotlin-compiler-embeddable and its dependencies (agree.py fetches them
// with Maven, see pom.xml beside this file).

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.jetbrains.kotlin.cli.common.CLIConfigurationKeys;
import org.jetbrains.kotlin.cli.common.messages.MessageCollector;
import org.jetbrains.kotlin.cli.jvm.compiler.EnvironmentConfigFiles;
import org.jetbrains.kotlin.cli.jvm.compiler.KotlinCoreEnvironment;
import org.jetbrains.kotlin.com.intellij.openapi.util.Disposer;
import org.jetbrains.kotlin.com.intellij.psi.PsiComment;
import org.jetbrains.kotlin.com.intellij.psi.PsiElement;
import org.jetbrains.kotlin.com.intellij.psi.PsiErrorElement;
import org.jetbrains.kotlin.com.intellij.psi.PsiWhiteSpace;
import org.jetbrains.kotlin.config.CompilerConfiguration;
import org.jetbrains.kotlin.psi.KtClassOrObject;
import org.jetbrains.kotlin.psi.KtEnumEntry;
import org.jetbrains.kotlin.psi.KtFile;
import org.jetbrains.kotlin.psi.KtFunctionType;
import org.jetbrains.kotlin.psi.KtNamedFunction;
import org.jetbrains.kotlin.psi.KtNullableType;
import org.jetbrains.kotlin.psi.KtObjectDeclaration;
import org.jetbrains.kotlin.psi.KtProperty;
import org.jetbrains.kotlin.psi.KtPropertyAccessor;
import org.jetbrains.kotlin.psi.KtPsiFactory;
import org.jetbrains.kotlin.psi.KtSecondaryConstructor;
import org.jetbrains.kotlin.psi.KtTypeElement;
import org.jetbrains.kotlin.psi.KtTypeReference;
import org.jetbrains.kotlin.psi.KtUserType;

public class KotlinPsi {
    public static void main(String[] args) throws Exception {
        CompilerConfiguration conf = new CompilerConfiguration();
        conf.put(CLIConfigurationKeys.MESSAGE_COLLECTOR_KEY, MessageCollector.Companion.getNONE());
        KotlinCoreEnvironment env = KotlinCoreEnvironment.createForProduction(
                Disposer.newDisposable(), conf, EnvironmentConfigFiles.JVM_CONFIG_FILES);
        KtPsiFactory factory = new KtPsiFactory(env.getProject(), false);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String path; (path = in.readLine()) != null; ) {
            if (path.isEmpty()) continue;
            String out;
            try {
                out = report(factory, path);
            } catch (Exception e) {
                out = "{\"file\":" + json(path) + ",\"error\":" + json(String.valueOf(e)) + "}";
            }
            System.out.println(out);
        }
        System.exit(0);
    }

    static String report(KtPsiFactory factory, String path) throws Exception {
        String text = new String(Files.readAllBytes(Path.of(path)), StandardCharsets.UTF_8);
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        // The PSI wants LF line ends; CR LF is one line end, so no line moves.
        text = text.replace("\r\n", "\n");
        KtFile file = factory.createFile(Path.of(path).getFileName().toString(), text);
        String error = firstError(file);
        if (error != null) {
            return "{\"file\":" + json(path) + ",\"error\":" + json(error) + "}";
        }
        int[] starts = lineStarts(text);
        List<String> symbols = new ArrayList<>();
        TreeSet<Integer> code = new TreeSet<>();
        walk(file, "", starts, symbols, code);
        StringBuilder sb = new StringBuilder("{\"file\":").append(json(path)).append(",\"symbols\":[");
        sb.append(String.join(",", symbols)).append("],\"code_lines\":[");
        boolean first = true;
        for (int l : code) {
            if (!first) sb.append(',');
            sb.append(l);
            first = false;
        }
        return sb.append("]}").toString();
    }

    static String firstError(PsiElement e) {
        if (e instanceof PsiErrorElement) return ((PsiErrorElement) e).getErrorDescription() + " at " + e.getTextOffset();
        for (PsiElement c = e.getFirstChild(); c != null; c = c.getNextSibling()) {
            String found = firstError(c);
            if (found != null) return found;
        }
        return null;
    }

    /** The symbol name of a declaration per docs/SYMBOLS.md, or null when it is none. */
    static String nameOf(PsiElement e) {
        if (e instanceof KtEnumEntry) return null;
        if (e instanceof KtObjectDeclaration) {
            KtObjectDeclaration o = (KtObjectDeclaration) e;
            if (o.isObjectLiteral()) return null;
            if (o.getName() == null) return o.isCompanion() ? "Companion" : null;
            return o.getName();
        }
        if (e instanceof KtClassOrObject) return ((KtClassOrObject) e).getName();
        if (e instanceof KtSecondaryConstructor) return "constructor";
        if (e instanceof KtNamedFunction) {
            KtNamedFunction f = (KtNamedFunction) e;
            if (f.getName() == null) return null;
            return withReceiver(f.getReceiverTypeReference(), f.getName());
        }
        if (e instanceof KtProperty) {
            KtProperty p = (KtProperty) e;
            if (p.getName() == null || !(hasBody(p.getGetter()) || hasBody(p.getSetter()))) return null;
            return withReceiver(p.getReceiverTypeReference(), p.getName());
        }
        return null;
    }

    static boolean hasBody(KtPropertyAccessor a) {
        return a != null && a.hasBody();
    }

    /** `Receiver.name` for an extension: the receiver type's last name, without `?`,
     * package or type arguments. */
    static String withReceiver(KtTypeReference receiver, String name) {
        if (receiver == null) return name;
        KtTypeElement t = receiver.getTypeElement();
        while (t instanceof KtNullableType) t = ((KtNullableType) t).getInnerType();
        String owner;
        if (t instanceof KtUserType && ((KtUserType) t).getReferencedName() != null) {
            owner = ((KtUserType) t).getReferencedName();
        } else {
            owner = (t == null ? receiver.getText() : t.getText()).replaceAll("\\s+", "");
        }
        return owner + "." + name;
    }

    static void walk(PsiElement e, String chain, int[] starts, List<String> symbols, TreeSet<Integer> code) {
        if (e instanceof PsiComment || e instanceof PsiWhiteSpace) return;
        if (e.getFirstChild() == null) {
            if (e.getTextLength() > 0) {
                int from = line(starts, e.getTextRange().getStartOffset());
                int to = line(starts, e.getTextRange().getEndOffset() - 1);
                for (int l = from; l <= to; l++) code.add(l);
            }
            return;
        }
        String name = nameOf(e);
        String inner = chain;
        if (name != null) {
            inner = chain.isEmpty() ? name : chain + "." + name;
            // The range starts at the first annotation or keyword: a KDoc before it is a
            // comment inside the PSI element, not part of the range.
            PsiElement first = e.getFirstChild();
            while (first != null && (first instanceof PsiComment || first instanceof PsiWhiteSpace)) {
                first = first.getNextSibling();
            }
            int from = first == null ? e.getTextRange().getStartOffset() : first.getTextRange().getStartOffset();
            int to = e.getTextRange().getEndOffset();
            symbols.add("{\"name\":" + json(inner) + ",\"start_line\":" + line(starts, from)
                    + ",\"end_line\":" + line(starts, Math.max(from, to - 1)) + "}");
        }
        for (PsiElement c = e.getFirstChild(); c != null; c = c.getNextSibling()) {
            walk(c, inner, starts, symbols, code);
        }
    }

    static int[] lineStarts(String s) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\n') starts.add(i + 1);
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

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
