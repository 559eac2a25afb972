package dev.forkful.storagerules;

import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionSetValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.text.ParseException;
import java.util.Base64;
import java.util.Map;

/**
 * Converts between the JSON firebase-tools speaks and the engine's ExpressionValue protos:
 * rule variables arrive as snake_case ExpressionValue JSON; Firestore documents (for
 * firestore.get) arrive in the Firestore REST shape.
 */
final class Values {
  private Values() {}

  static final ExpressionValue NULL = ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  static ExpressionValue fromRules(JsonElement json) {
    if (json == null || json.isJsonNull()) return NULL;
    JsonObject o = json.getAsJsonObject();
    ExpressionValue.Builder b = ExpressionValue.newBuilder();
    if (o.has("string_value")) return b.setStringValue(o.get("string_value").getAsString()).build();
    if (o.has("bool_value")) return b.setBoolValue(o.get("bool_value").getAsBoolean()).build();
    if (o.has("int_value")) return b.setIntValue(o.get("int_value").getAsLong()).build();
    if (o.has("float_value")) return b.setFloatValue(o.get("float_value").getAsDouble()).build();
    if (o.has("timestamp_value")) return b.setTimestampValue(timestamp(o.get("timestamp_value").getAsString())).build();
    if (o.has("null_value")) return NULL;
    if (o.has("list_value")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      for (JsonElement v : values(o.getAsJsonObject("list_value"))) list.addValues(fromRules(v));
      return b.setListValue(list).build();
    }
    if (o.has("set_value")) {
      ExpressionSetValue.Builder set = ExpressionSetValue.newBuilder();
      for (JsonElement v : values(o.getAsJsonObject("set_value"))) set.addValues(fromRules(v));
      return b.setSetValue(set).build();
    }
    if (o.has("map_value")) {
      ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
      JsonObject fields = o.getAsJsonObject("map_value").getAsJsonObject("fields");
      if (fields != null) for (Map.Entry<String, JsonElement> e : fields.entrySet()) map.putFields(e.getKey(), fromRules(e.getValue()));
      return b.setMapValue(map).build();
    }
    if (o.has("path_value")) {
      ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
      for (JsonElement s : o.getAsJsonObject("path_value").getAsJsonArray("segments")) {
        path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(s.getAsJsonObject().get("simple").getAsString()));
      }
      return b.setPathValue(path).build();
    }
    throw new IllegalArgumentException("unsupported rules value " + o);
  }

  private static Iterable<JsonElement> values(JsonObject holder) {
    return holder.has("values") ? holder.getAsJsonArray("values") : new com.google.gson.JsonArray();
  }

  static ExpressionPathValue path(String slashed) {
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : slashed.split("/")) {
      if (!segment.isEmpty()) path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    return path.build();
  }

  static String slashed(ExpressionPathValue path) {
    StringBuilder out = new StringBuilder();
    for (ExpressionPathSegmentValue s : path.getSegmentsList()) {
      if (!s.hasSimple()) throw new IllegalArgumentException("firestore path has an unbound segment: " + path);
      out.append('/').append(s.getSimple());
    }
    return out.toString();
  }

  /** A fetched document as the resource rules see: { __name__, id, data }. */
  static ExpressionValue document(String slashedPath, JsonObject doc) {
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    JsonObject fields = doc.has("fields") ? doc.getAsJsonObject("fields") : new JsonObject();
    for (Map.Entry<String, JsonElement> e : fields.entrySet()) data.putFields(e.getKey(), fromFirestore(e.getValue()));
    ExpressionPathValue path = path(slashedPath);
    String id = path.getSegmentsCount() == 0 ? "" : path.getSegments(path.getSegmentsCount() - 1).getSimple();
    ExpressionMapValue resource = ExpressionMapValue.newBuilder()
        .putFields("__name__", ExpressionValue.newBuilder().setPathValue(path).build())
        .putFields("id", ExpressionValue.newBuilder().setStringValue(id).build())
        .putFields("data", ExpressionValue.newBuilder().setMapValue(data).build())
        .build();
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }

  static ExpressionValue fromFirestore(JsonElement json) {
    JsonObject o = json.getAsJsonObject();
    ExpressionValue.Builder b = ExpressionValue.newBuilder();
    if (o.has("stringValue")) return b.setStringValue(o.get("stringValue").getAsString()).build();
    if (o.has("booleanValue")) return b.setBoolValue(o.get("booleanValue").getAsBoolean()).build();
    if (o.has("integerValue")) return b.setIntValue(Long.parseLong(o.get("integerValue").getAsString())).build();
    if (o.has("doubleValue")) return b.setFloatValue(o.get("doubleValue").getAsDouble()).build();
    if (o.has("nullValue")) return NULL;
    if (o.has("timestampValue")) return b.setTimestampValue(timestamp(o.get("timestampValue").getAsString())).build();
    if (o.has("bytesValue")) return b.setBytesValue(ByteString.copyFrom(Base64.getDecoder().decode(o.get("bytesValue").getAsString()))).build();
    if (o.has("referenceValue")) {
      String name = o.get("referenceValue").getAsString();
      int at = name.indexOf("/databases/");
      return b.setPathValue(path(at >= 0 ? name.substring(at) : name)).build();
    }
    if (o.has("geoPointValue")) {
      JsonObject g = o.getAsJsonObject("geoPointValue");
      return b.setLatlngValue(LatLng.newBuilder()
          .setLatitude(g.has("latitude") ? g.get("latitude").getAsDouble() : 0)
          .setLongitude(g.has("longitude") ? g.get("longitude").getAsDouble() : 0)).build();
    }
    if (o.has("arrayValue")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      JsonObject array = o.getAsJsonObject("arrayValue");
      if (array.has("values")) for (JsonElement v : array.getAsJsonArray("values")) list.addValues(fromFirestore(v));
      return b.setListValue(list).build();
    }
    if (o.has("mapValue")) {
      ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
      JsonObject fields = o.getAsJsonObject("mapValue").getAsJsonObject("fields");
      if (fields != null) for (Map.Entry<String, JsonElement> e : fields.entrySet()) map.putFields(e.getKey(), fromFirestore(e.getValue()));
      return b.setMapValue(map).build();
    }
    throw new IllegalArgumentException("unsupported Firestore value " + o);
  }

  private static com.google.protobuf.Timestamp timestamp(String text) {
    try {
      return Timestamps.parse(text);
    } catch (ParseException e) {
      throw new IllegalArgumentException("bad timestamp " + text, e);
    }
  }
}
