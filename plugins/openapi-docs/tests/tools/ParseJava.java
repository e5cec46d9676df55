// Parses Java source files with javac's own parser and nothing more (the code samples name
// libraries, OkHttp and Unirest, that are not on this machine's class path): exits 1 and
// prints each syntax error when a file does not parse. Run with the source launcher:
//   java ParseJava.java Sample.java
import com.sun.source.util.JavacTask;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public class ParseJava {
    public static void main(String[] files) throws Exception {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StandardJavaFileManager fileManager = compiler.getStandardFileManager(diagnostics, null, null);
        JavacTask task = (JavacTask) compiler.getTask(null, fileManager, diagnostics, List.of("-proc:none"), null, fileManager.getJavaFileObjects(files));
        task.parse();
        boolean failed = false;
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                System.err.println(d);
                failed = true;
            }
        }
        System.exit(failed ? 1 : 0);
    }
}
