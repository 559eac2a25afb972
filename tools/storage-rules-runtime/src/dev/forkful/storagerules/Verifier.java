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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Evaluates one {@code verify} request with the engine's DefaultEvaluator, through the engine's
 * own Firebase Storage context converters (which bind request, resource, firestore.get/exists
 * and debug exactly as the service defines them).
 *
 * <p>firebase-tools keeps one handler per request id, and it takes the first message for that
 * id: our document request ({@code fetch_firestore_document}) or the verdict, whichever comes
 * first. After a document request it reads the document and sends it back under the same id,
 * then listens for that id again. So while a read is outstanding the verdict must wait: sent
 * in between, it lands on the handler already used up by the request and is lost, and the
 * emulator waits forever for an answer. The engine can decide before every read is back (two
 * rules match and one allows without reading), so a verdict reached during a read waits for
 * that read's answer, reads queued behind it are never asked, and no read is asked after it.
 */
final class Verifier {
  private final Rulesets rulesets;
  /** The verifies in progress, by id. */
  private final Map<Long, Pending> pending = new HashMap<>();

  private record Fetch(String path, SettableFuture<JsonObject> answer) {}

  /** One verify's Firestore reads (the head, if any, is asked and unanswered) and its verdict. */
  private static final class Pending {
    final ArrayDeque<Fetch> fetches = new ArrayDeque<>();
    JsonObject verdict;
  }

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
    synchronized (this) {
      pending.put(id, new Pending());
    }
    ListenableFuture<EvaluationResult> result =
        new DefaultEvaluator(ast, ImmutableList.of(), EvaluationRestrictions.builder().build()).evaluate(rule);
    Futures.addCallback(result, new FutureCallback<EvaluationResult>() {
      @Override
      public void onSuccess(EvaluationResult r) {
        finish(id, Replies.permit(id, r.permit(), new JsonArray()));
      }

      @Override
      public void onFailure(Throwable t) {
        // An evaluation error denies, as in production, and says why.
        JsonArray warnings = new JsonArray();
        warnings.add("Permission denied: " + t.getMessage());
        finish(id, Replies.permit(id, false, warnings));
      }
    }, MoreExecutors.directExecutor());
  }

  /** Sends the verdict now, or, while a read is outstanding, once its answer is in. */
  private void finish(long id, JsonObject verdict) {
    List<Fetch> unasked = new ArrayList<>();
    synchronized (this) {
      Pending p = pending.get(id);
      if (p == null) return;
      Fetch asked = p.fetches.poll();
      if (asked == null) {
        pending.remove(id);
        Main.send(verdict);
        return;
      }
      unasked.addAll(p.fetches);
      p.fetches.clear();
      p.fetches.add(asked);
      p.verdict = verdict;
    }
    // The verdict no longer depends on them (outside the lock: cancelling runs callbacks).
    for (Fetch f : unasked) f.answer().cancel(false);
  }

  private synchronized ListenableFuture<JsonObject> fetch(long id, String path) {
    Pending p = pending.get(id);
    // Decided already: firebase-tools is not asked again for this id.
    if (p == null || p.verdict != null) return Futures.immediateCancelledFuture();
    Fetch fetch = new Fetch(path, SettableFuture.create());
    p.fetches.add(fetch);
    if (p.fetches.size() == 1) ask(id, fetch);
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
    synchronized (this) {
      Pending p = pending.get(id);
      if (p == null || p.fetches.isEmpty()) {
        System.err.println("storage-rules-runtime: unexpected message for " + id);
        return;
      }
      done = p.fetches.poll();
      if (p.verdict != null) {
        // firebase-tools listens for this id again: now the verdict reaches it.
        pending.remove(id);
        Main.send(p.verdict);
      } else if (!p.fetches.isEmpty()) {
        ask(id, p.fetches.peek());
      }
    }
    // May continue the evaluation, which may read again or reach its verdict.
    done.answer().set(message);
  }
}
