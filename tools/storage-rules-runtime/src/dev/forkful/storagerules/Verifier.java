package dev.forkful.storagerules;

import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.common.EvaluationRestrictions;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Evaluates one {@code verify} request with the engine's DefaultEvaluator, through the engine's
 * own Firebase Storage context converters (which bind request, resource, firestore.get/exists
 * and debug exactly as the service defines them).
 */
final class Verifier {
  private final Rulesets rulesets;
  /** Firestore reads waiting for firebase-tools, per verify id, answered in order. */
  private final Map<Long, ArrayDeque<Fetch>> fetches = new HashMap<>();

  private record Fetch(String path, SettableFuture<JsonObject> answer) {}

  Verifier(Rulesets rulesets) {
    this.rulesets = rulesets;
  }

  void verify(long id, JsonObject context) {
    RulesetAst ast = rulesets.get(context.get("rulesetName").getAsString());
    if (ast == null) {
      Main.send(Replies.error(id, "no ruleset named " + context.get("rulesetName")));
      return;
    }
    JsonObject variables = context.getAsJsonObject("variables");
    StorageContext storage = new StorageContext(
        Values.path(context.get("path").getAsString()),
        Values.fromRules(variables.get("request")).getMapValue(),
        Values.fromRules(variables.get("resource")),
        (path) -> fetch(id, path));
    String method = context.get("method").getAsString();
    AuthRuleEvaluator.RuleContext rule = switch (method) {
      case "get" -> FirebaseStorageGetContextConverter.convert(storage);
      case "list" -> FirebaseStorageListContextConverter.convert(storage);
      case "create" -> FirebaseStorageCreateContextConverter.convert(storage);
      case "update" -> FirebaseStorageUpdateContextConverter.convert(storage);
      case "delete" -> FirebaseStorageDeleteContextConverter.convert(storage);
      default -> null;
    };
    if (rule == null) {
      Main.send(Replies.error(id, "unknown method " + method));
      return;
    }
    ListenableFuture<EvaluationResult> result =
        new DefaultEvaluator(ast, ImmutableList.of(), EvaluationRestrictions.builder().build()).evaluate(rule);
    Futures.addCallback(result, new FutureCallback<EvaluationResult>() {
      @Override
      public void onSuccess(EvaluationResult r) {
        Main.send(Replies.permit(id, r.permit(), new JsonArray()));
      }

      @Override
      public void onFailure(Throwable t) {
        // An evaluation error denies, as in production, and says why.
        JsonArray warnings = new JsonArray();
        warnings.add("Permission denied: " + t.getMessage());
        Main.send(Replies.permit(id, false, warnings));
      }
    }, MoreExecutors.directExecutor());
  }

  private synchronized ListenableFuture<JsonObject> fetch(long id, String path) {
    Fetch fetch = new Fetch(path, SettableFuture.create());
    ArrayDeque<Fetch> queue = fetches.computeIfAbsent(id, k -> new ArrayDeque<>());
    queue.add(fetch);
    if (queue.size() == 1) ask(id, fetch);
    return fetch.answer();
  }

  /** firebase-tools answers a request carrying "context" by reading the document for us. */
  private static void ask(long id, Fetch fetch) {
    JsonObject context = new JsonObject();
    context.addProperty("path", fetch.path());
    JsonObject message = new JsonObject();
    message.addProperty("server_request_id", id);
    message.addProperty("action", "fetch_firestore_document");
    message.addProperty("status", "ok");
    message.add("context", context);
    Main.send(message);
  }

  void documentArrived(long id, JsonObject message) {
    Fetch done;
    Fetch next;
    synchronized (this) {
      ArrayDeque<Fetch> queue = fetches.get(id);
      if (queue == null || queue.isEmpty()) {
        System.err.println("storage-rules-runtime: unexpected message for " + id);
        return;
      }
      done = queue.poll();
      next = queue.peek();
      if (next == null) fetches.remove(id);
    }
    if (next != null) ask(id, next);
    done.answer().set(message);
  }
}
