package dev.forkful.storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonObject;
import java.util.function.Function;

/** The request as the Firebase Storage service definition asks for it, for every method. */
final class StorageContext implements
    FirebaseStorageService.FirebaseStorageGetContext,
    FirebaseStorageService.FirebaseStorageListContext,
    FirebaseStorageService.FirebaseStorageCreateContext,
    FirebaseStorageService.FirebaseStorageUpdateContext,
    FirebaseStorageService.FirebaseStorageDeleteContext {
  private final ExpressionPathValue path;
  private final ExpressionMapValue request;
  private final ExpressionValue resource;
  private final Function<String, ListenableFuture<JsonObject>> fetch;

  StorageContext(ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resource,
      Function<String, ListenableFuture<JsonObject>> fetch) {
    this.path = path;
    this.request = request;
    this.resource = resource;
    this.fetch = fetch;
  }

  @Override public ExpressionPathValue path() { return path; }

  @Override public ExpressionMapValue request() { return request; }

  @Override public ListenableFuture<ExpressionValue> resource() { return Futures.immediateFuture(resource); }

  @Override public ExpressionValue debug(ExpressionValue value) {
    System.err.println("debug: " + value);
    return value;
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue document, SourcePosition position) {
    String slashed = Values.slashed(document);
    // A missing document reads as null, so `.data` on it is an error and the rule denies.
    return Futures.transform(fetch.apply(slashed),
        (reply) -> found(reply) ? Values.document(slashed, reply.getAsJsonObject("result")) : Values.NULL,
        MoreExecutors.directExecutor());
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue document, SourcePosition position) {
    return Futures.transform(fetch.apply(Values.slashed(document)),
        (reply) -> ExpressionValue.newBuilder().setBoolValue(found(reply)).build(),
        MoreExecutors.directExecutor());
  }

  private static boolean found(JsonObject reply) {
    return reply.has("status") && "ok".equals(reply.get("status").getAsString()) && reply.has("result");
  }
}
