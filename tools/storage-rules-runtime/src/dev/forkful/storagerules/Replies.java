package dev.forkful.storagerules;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/** The reply shapes firebase-tools' StorageRulesRuntime reads. */
final class Replies {
  private Replies() {}

  static JsonObject ok(long id, JsonObject result, JsonArray errors, JsonArray warnings) {
    JsonObject reply = new JsonObject();
    reply.addProperty("id", id);
    reply.addProperty("status", "ok");
    reply.add("result", result);
    reply.add("errors", errors);
    reply.add("warnings", warnings);
    return reply;
  }

  /** An error reply: firebase-tools then treats the request as not permitted. */
  static JsonObject error(long id, String message) {
    JsonArray errors = new JsonArray();
    errors.add(message);
    JsonObject reply = ok(id, new JsonObject(), errors, new JsonArray());
    // "ok" keeps firebase-tools from dropping the reply; the errors array carries the failure.
    return reply;
  }

  static JsonObject permit(long id, boolean permit, JsonArray warnings) {
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    return ok(id, result, new JsonArray(), warnings);
  }
}
