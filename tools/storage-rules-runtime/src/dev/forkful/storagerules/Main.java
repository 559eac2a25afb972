package dev.forkful.storagerules;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Stands in for firebase-tools' downloadable Cloud Storage rules runtime: the same
 * newline-delimited JSON protocol on stdin/stdout ({@code load_ruleset}, {@code verify} and the
 * Firestore document call-back), evaluated by the Firebase Rules engine that ships inside the
 * Firestore emulator jar (this class path). Started as {@code java -cp <adapter>:<firestore jar>
 * dev.forkful.storagerules.Main serve}.
 */
public final class Main {
  private static final PrintStream OUT =
      new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);

  private Main() {}

  /** One message per write: firebase-tools parses each stdout chunk as a single JSON value. */
  static synchronized void send(JsonObject message) {
    OUT.print(message.toString() + "\n");
    OUT.flush();
    try {
      // Give the reader a chance to take this chunk before the next one lands beside it.
      Thread.sleep(2);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  public static void main(String[] args) throws Exception {
    Rulesets rulesets = new Rulesets();
    Verifier verifier = new Verifier(rulesets);
    // firebase-tools waits for a message with id -1 before it sends anything.
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    ready.addProperty("action", "ready");
    send(ready);

    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      JsonObject message;
      try {
        JsonElement parsed = JsonParser.parseString(line);
        message = parsed.getAsJsonObject();
      } catch (RuntimeException e) {
        System.err.println("storage-rules-runtime: unreadable message: " + e.getMessage());
        continue;
      }
      try {
        dispatch(message, rulesets, verifier);
      } catch (RuntimeException e) {
        // Never answer "allow" on an internal failure: report it as an error instead.
        e.printStackTrace();
        if (message.has("id")) send(Replies.error(message.get("id").getAsLong(), String.valueOf(e)));
      }
    }
  }

  private static void dispatch(JsonObject message, Rulesets rulesets, Verifier verifier) {
    String action = message.has("action") ? message.get("action").getAsString() : "";
    if (!message.has("id")) {
      System.err.println("storage-rules-runtime: message without id: " + message);
      return;
    }
    long id = message.get("id").getAsLong();
    JsonObject context = message.has("context") ? message.getAsJsonObject("context") : new JsonObject();
    switch (action) {
      case "load_ruleset" -> send(rulesets.load(id, context));
      case "verify" -> verifier.verify(id, context);
      case "" -> verifier.documentArrived(id, message);
      default -> send(Replies.error(id, "unknown action " + action));
    }
  }
}
