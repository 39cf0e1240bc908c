// JsonUtility as strict as Unity's documented rules, and stricter where Unity's behaviour is not
// documented (listed in unity-bridge/README.md as unconfirmed assumptions), so that a value the
// real engine would drop or refuse never passes here.
//
// Documented (Unity's script reference, serialization rules, UnityCsReference's JsonUtility.bindings.cs):
// - public fields and [SerializeField] private fields of [Serializable] plain classes; static,
//   readonly, [NonSerialized] fields and properties are not serialized;
// - field types: primitives, string, enums of 32 bits or smaller, one-dimensional arrays and List<T>
//   of those or of serializable classes; no multidimensional or jagged arrays, no nested containers
//   (List<T[]>, List<List<T>>), no dictionaries: such fields are skipped both ways;
// - unknown keys are ignored, missing keys leave default(T) (no constructor or field initializer
//   runs while reading); a null nested object is
//   written as a default object, a null string as "", a null array or list as [];
// - FromJson of null or "" returns null (a value type then fails the cast), of an abstract type
//   throws ArgumentException; the JSON must be an object.
// Strictest reading where undocumented: a value of the wrong JSON kind (a number for a string,
// "12" for an int, 1.5 or 1e2 for an int, 1 for a bool, an out-of-range integer, null for any
// field, a trailing comma) throws ArgumentException instead of being coerced.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.Json;
using System.Linq;
using System.Reflection;
using System.Runtime.Serialization;
using System.Text;

namespace UnityEngine
{
    public static class JsonUtility
    {
        private const int MaxDepth = 10;

        public static string ToJson(object obj)
        {
            if (obj == null) return "";
            var type = obj.GetType();
            if (!SerializableClass(type)) throw new ArgumentException("JsonUtility.ToJson needs an instance of a [Serializable] class, not " + type.Name);
            var builder = new StringBuilder();
            WriteObject(builder, obj, type, 0);
            return builder.ToString();
        }

        public static T FromJson<T>(string json)
        {
            return (T)FromJson(json, typeof(T));
        }

        public static object FromJson(string json, Type type)
        {
            if (string.IsNullOrEmpty(json)) return null;
            if (type == null) throw new ArgumentNullException("type");
            if (type.IsAbstract) throw new ArgumentException("Cannot deserialize JSON to new instances of type '" + type.Name + ".'");
            if (!SerializableClass(type)) throw new ArgumentException("JsonUtility.FromJson needs a [Serializable] class, not " + type.Name);
            RejectWhatStrictParsersRefuse(json);
            JsonValue parsed;
            try
            {
                parsed = JsonValue.Parse(json);
            }
            catch (Exception exception)
            {
                throw new ArgumentException("JSON parse error: " + exception.Message);
            }
            if (parsed == null || parsed.JsonType != JsonType.Object) throw new ArgumentException("JSON must represent an object type.");
            return ReadObject((JsonObject)parsed, type, type.Name);
        }

        private static bool SerializableClass(Type type)
        {
            return type.IsClass && !type.IsAbstract && type.IsSerializable && type != typeof(string) && !type.IsArray && !typeof(IEnumerable).IsAssignableFrom(type);
        }

        private static IEnumerable<FieldInfo> Fields(Type type)
        {
            var chain = new List<Type>();
            for (var t = type; t != null && t != typeof(object); t = t.BaseType) chain.Insert(0, t);
            foreach (var t in chain)
            {
                foreach (var field in t.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                {
                    if (field.IsInitOnly || field.IsNotSerialized) continue;
                    if (!field.IsPublic && field.GetCustomAttributes(typeof(SerializeField), false).Length == 0) continue;
                    if (!Supported(field.FieldType)) continue;
                    yield return field;
                }
            }
        }

        private static bool Scalar(Type type)
        {
            if (type.IsEnum)
            {
                var underlying = Enum.GetUnderlyingType(type);
                return underlying != typeof(long) && underlying != typeof(ulong);
            }
            return (type.IsPrimitive && type != typeof(char) && type != typeof(IntPtr) && type != typeof(UIntPtr)) || type == typeof(string);
        }

        private static Type ElementType(Type type)
        {
            if (type.IsArray) return type.GetArrayRank() == 1 ? type.GetElementType() : null;
            if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>)) return type.GetGenericArguments()[0];
            return null;
        }

        private static bool Container(Type type)
        {
            return type.IsArray || (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>));
        }

        private static bool Supported(Type type)
        {
            if (Scalar(type)) return true;
            if (Container(type))
            {
                var element = ElementType(type);
                return element != null && !Container(element) && (Scalar(element) || SerializableClass(element));
            }
            return SerializableClass(type);
        }

        private static void WriteObject(StringBuilder builder, object obj, Type type, int depth)
        {
            builder.Append('{');
            var first = true;
            foreach (var field in Fields(type))
            {
                if (depth >= MaxDepth && !Scalar(field.FieldType)) continue;
                if (!first) builder.Append(',');
                first = false;
                WriteString(builder, field.Name);
                builder.Append(':');
                WriteValue(builder, field.GetValue(obj), field.FieldType, depth + 1);
            }
            builder.Append('}');
        }

        private static void WriteValue(StringBuilder builder, object value, Type type, int depth)
        {
            if (type == typeof(string)) WriteString(builder, (string)value ?? "");
            else if (type == typeof(bool)) builder.Append((bool)value ? "true" : "false");
            else if (type.IsEnum) builder.Append(Convert.ToInt64(value).ToString(CultureInfo.InvariantCulture));
            else if (type == typeof(float)) builder.Append(((float)value).ToString("R", CultureInfo.InvariantCulture));
            else if (type == typeof(double)) builder.Append(((double)value).ToString("R", CultureInfo.InvariantCulture));
            else if (type.IsPrimitive) builder.Append(Convert.ToString(value, CultureInfo.InvariantCulture));
            else if (Container(type))
            {
                var elementType = ElementType(type);
                builder.Append('[');
                var first = true;
                foreach (var item in (IEnumerable)value ?? new object[0])
                {
                    if (!first) builder.Append(',');
                    first = false;
                    WriteValue(builder, item, elementType, depth);
                }
                builder.Append(']');
            }
            else WriteObject(builder, value ?? Create(type), type, depth);
        }

        private static void WriteString(StringBuilder builder, string text)
        {
            builder.Append(new JsonPrimitive(text).ToString());
        }

        private static object Create(Type type)
        {
            return type.GetConstructor(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic, null, Type.EmptyTypes, null) != null
                ? Activator.CreateInstance(type, true)
                : FormatterServices.GetUninitializedObject(type);
        }

        // Unity's script reference: the constructor is not executed during deserialization, a
        // missing field is default(T) rather than its initializer.
        private static object ReadObject(JsonObject json, Type type, string path)
        {
            var obj = FormatterServices.GetUninitializedObject(type);
            foreach (var field in Fields(type))
            {
                JsonValue value;
                if (!json.TryGetValue(field.Name, out value)) continue;
                field.SetValue(obj, ReadValue(value, field.FieldType, path + "." + field.Name));
            }
            return obj;
        }

        private static object ReadValue(JsonValue value, Type type, string path)
        {
            if (value == null) throw Mismatch("null", type, path);
            if (type == typeof(string))
            {
                if (value.JsonType != JsonType.String) throw Mismatch(value, type, path);
                return (string)value;
            }
            if (type == typeof(bool))
            {
                if (value.JsonType != JsonType.Boolean) throw Mismatch(value, type, path);
                return (bool)value;
            }
            if (type == typeof(float) || type == typeof(double))
            {
                if (value.JsonType != JsonType.Number) throw Mismatch(value, type, path);
                return Convert.ChangeType((double)value, type, CultureInfo.InvariantCulture);
            }
            if (type.IsEnum || type.IsPrimitive) return ReadInteger(value, type, path);
            if (Container(type))
            {
                if (value.JsonType != JsonType.Array) throw Mismatch(value, type, path);
                var elementType = ElementType(type);
                var items = ((JsonArray)value).Select((item, i) => ReadValue(item, elementType, path + "[" + i + "]")).ToList();
                if (type.IsArray)
                {
                    var array = Array.CreateInstance(elementType, items.Count);
                    for (var i = 0; i < items.Count; i++) array.SetValue(items[i], i);
                    return array;
                }
                var list = (IList)Activator.CreateInstance(type);
                foreach (var item in items) list.Add(item);
                return list;
            }
            if (value.JsonType != JsonType.Object) throw Mismatch(value, type, path);
            return ReadObject((JsonObject)value, type, path);
        }

        // Only an integer literal (no fraction, no exponent) in the field's range: System.Json keeps
        // those as Int32 or Int64; 1.5, 1.0 and 1e2 arrive as Decimal or Double.
        private static object ReadInteger(JsonValue value, Type type, string path)
        {
            if (value.JsonType != JsonType.Number) throw Mismatch(value, type, path);
            var raw = typeof(JsonPrimitive).GetProperty("Value", BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public).GetValue(value, null);
            if (!(raw is int) && !(raw is long)) throw Mismatch(value, type, path);
            var target = type.IsEnum ? Enum.GetUnderlyingType(type) : type;
            object converted;
            try
            {
                converted = Convert.ChangeType(raw, target, CultureInfo.InvariantCulture);
            }
            catch (OverflowException)
            {
                throw Mismatch(value, type, path);
            }
            return type.IsEnum ? Enum.ToObject(type, converted) : converted;
        }

        private static ArgumentException Mismatch(JsonValue value, Type type, string path)
        {
            return Mismatch(value.JsonType + " " + value.ToString(), type, path);
        }

        private static ArgumentException Mismatch(string found, Type type, string path)
        {
            return new ArgumentException("JSON value " + found + " cannot be read into " + path + " (" + type.Name + ")");
        }

        // System.Json accepts what a strict JSON parser (Unity's refuses with "Invalid value.")
        // does not: {"a":1,}, a raw control character inside a string, and a lone UTF-16
        // surrogate, escaped ("\ud800", as JSON.stringify writes half an emoji) or not.
        private static void RejectWhatStrictParsersRefuse(string json)
        {
            var inString = false;
            var pendingComma = false;
            for (var i = 0; i < json.Length; i++)
            {
                var c = json[i];
                if (inString)
                {
                    if (c == '"') inString = false;
                    else if (c < 0x20) throw new ArgumentException("JSON parse error: a raw control character in a string at " + i);
                    else if (char.IsSurrogate(c)) i = Surrogate(json, i, c, i + 1 < json.Length ? json[i + 1] : '\0', 1);
                    else if (c == '\\' && EscapedUnit(json, i) is char unit)
                    {
                        var next = EscapedUnit(json, i + 6) ?? '\0';
                        i = char.IsSurrogate(unit) ? Surrogate(json, i, unit, next, 6) + 5 : i + 5;
                    }
                    else if (c == '\\') i++;
                    continue;
                }
                if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
                if (pendingComma && (c == '}' || c == ']')) throw new ArgumentException("JSON parse error: a trailing comma before '" + c + "' at " + i);
                pendingComma = c == ',';
                if (c == '"') inString = true;
            }
        }

        // The UTF-16 unit a \uXXXX escape at `at` writes, or null where there is none (malformed
        // escapes are left to the parser, which refuses them).
        private static char? EscapedUnit(string json, int at)
        {
            int unit;
            if (at + 5 >= json.Length || json[at] != '\\' || json[at + 1] != 'u') return null;
            return int.TryParse(json.Substring(at + 2, 4), System.Globalization.NumberStyles.AllowHexSpecifier, null, out unit) ? (char)unit : (char?)null;
        }

        // A high surrogate must be followed by a low one (`width` is how long one unit is written); returns the index of the pair's last unit.
        private static int Surrogate(string json, int at, char unit, char next, int width)
        {
            if (char.IsHighSurrogate(unit) && char.IsLowSurrogate(next)) return at + width;
            throw new ArgumentException("JSON parse error: a lone UTF-16 surrogate in a string at " + at);
        }
    }
}
