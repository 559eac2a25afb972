package dev.forkful.storagerules;

import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Compiles rulesets with the engine's own compiler (the one the Firestore emulator uses). */
final class Rulesets {
  private final Map<String, RulesetAst> loaded = new ConcurrentHashMap<>();

  RulesetAst get(String name) {
    return loaded.get(name);
  }

  JsonObject load(long id, JsonObject context) {
    String name = context.get("rulesetName").getAsString();
    Source.Builder source = Source.newBuilder();
    for (JsonElement file : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject f = file.getAsJsonObject();
      source.addFiles(File.newBuilder()
          .setName(f.has("name") ? f.get("name").getAsString() : "storage.rules")
          .setContent(f.get("content").getAsString()));
    }
    FirebaseRulesLangOptions options = FirebaseRulesLangOptions.builder().allowTernaryOperator(true).allowCrossServiceRules(true).build();
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone(options).compile(source);

    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : compiled.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(describe(issue));
    }
    JsonObject result = new JsonObject();
    if (!compiled.hasCompilationError()) {
      RulesetAst ast = compiled.getRulesetAst();
      loaded.put(name, ast);
      result.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
    } else if (errors.isEmpty()) {
      errors.add("the ruleset did not compile");
    }
    return Replies.ok(id, result, errors, warnings);
  }

  /**
   * The shape firebase-tools' rules manager unpacks into "<description> in <file>:<line>"
   * (field names of the serialized protobuf Issue, as the downloadable runtime sends them).
   */
  private static String describe(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.addProperty("severity_", issue.getSeverity().name());
    json.add("sourcePosition_", position);
    return json.toString();
  }
}
