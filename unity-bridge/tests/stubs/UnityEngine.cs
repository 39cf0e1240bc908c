// A small stub of the UnityEngine types the package uses, so mono's mcs can compile it and mono
// can run its tests. JsonUtility follows Unity's documented rules: public fields and
// [SerializeField] private fields of [Serializable] classes; primitives, strings, enums (as
// numbers), arrays, List<T> and nested serializable classes; null strings written as "", null
// arrays and lists as [], null nested objects as a default object; properties, static, readonly,
// [NonSerialized] fields and dictionaries are skipped; unknown keys are ignored on reading; the
// top level must be an object. Parsing and string literals are System.Json's.
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
    [AttributeUsage(AttributeTargets.Field)]
    public sealed class SerializeField : Attribute { }

    public enum RuntimeInitializeLoadType
    {
        AfterSceneLoad,
        BeforeSceneLoad,
        AfterAssembliesLoaded,
        BeforeSplashScreen,
        SubsystemRegistration,
    }

    [AttributeUsage(AttributeTargets.Method)]
    public sealed class RuntimeInitializeOnLoadMethodAttribute : Attribute
    {
        public RuntimeInitializeOnLoadMethodAttribute(RuntimeInitializeLoadType loadType) { }
    }

    public class Object { }

    public class Component : Object { }

    public class Behaviour : Component
    {
        public bool enabled = true;
    }

    public class MonoBehaviour : Behaviour { }

    /// <summary>Console output; tests read the lines to check what was logged.</summary>
    public static class Debug
    {
        public static readonly List<string> Lines = new List<string>();

        public static void Log(object message)
        {
            Lines.Add("log: " + message);
        }

        public static void LogWarning(object message)
        {
            Lines.Add("warning: " + message);
        }

        public static void LogError(object message)
        {
            Lines.Add("error: " + message);
        }

        public static void LogException(Exception exception)
        {
            Lines.Add("exception: " + exception.Message);
        }
    }

    public static class JsonUtility
    {
        private const int MaxDepth = 10;

        public static string ToJson(object obj)
        {
            if (obj == null) return "";
            var type = obj.GetType();
            if (type.IsPrimitive || type == typeof(string) || type.IsArray || obj is IList) throw new ArgumentException("JsonUtility.ToJson needs an object, not " + type.Name);
            var builder = new StringBuilder();
            WriteObject(builder, obj, type, 0);
            return builder.ToString();
        }

        public static T FromJson<T>(string json)
        {
            if (string.IsNullOrEmpty(json)) return default(T);
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
            return (T)ReadObject((JsonObject)parsed, typeof(T));
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

        private static bool Supported(Type type)
        {
            if (type.IsPrimitive || type == typeof(string) || type.IsEnum) return true;
            if (type.IsArray) return type.GetArrayRank() == 1 && Supported(type.GetElementType()) && !type.GetElementType().IsArray;
            if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>)) return Supported(type.GetGenericArguments()[0]);
            return type.IsClass && type.IsSerializable && !typeof(IDictionary).IsAssignableFrom(type);
        }

        private static void WriteObject(StringBuilder builder, object obj, Type type, int depth)
        {
            builder.Append('{');
            var first = true;
            foreach (var field in Fields(type))
            {
                if (depth >= MaxDepth && !(field.FieldType.IsPrimitive || field.FieldType == typeof(string) || field.FieldType.IsEnum)) continue;
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
            else if (type.IsArray || type.IsGenericType)
            {
                var elementType = type.IsArray ? type.GetElementType() : type.GetGenericArguments()[0];
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

        private static object ReadObject(JsonObject json, Type type)
        {
            var obj = Create(type);
            foreach (var field in Fields(type))
            {
                JsonValue value;
                if (!json.TryGetValue(field.Name, out value)) continue;
                field.SetValue(obj, ReadValue(value, field.FieldType));
            }
            return obj;
        }

        private static object ReadValue(JsonValue value, Type type)
        {
            if (value == null) return type.IsValueType ? Activator.CreateInstance(type) : null;
            if (type == typeof(string)) return value.JsonType == JsonType.String ? (string)value : value.ToString();
            if (type == typeof(bool)) return (bool)value;
            if (type.IsEnum) return Enum.ToObject(type, (long)value);
            if (type.IsPrimitive) return Convert.ChangeType((double)value, type, CultureInfo.InvariantCulture);
            if (type.IsArray || type.IsGenericType)
            {
                var elementType = type.IsArray ? type.GetElementType() : type.GetGenericArguments()[0];
                var items = value.JsonType == JsonType.Array ? ((JsonArray)value).Select(item => ReadValue(item, elementType)).ToList() : new List<object>();
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
            return value.JsonType == JsonType.Object ? ReadObject((JsonObject)value, type) : null;
        }
    }
}

namespace AOT
{
    [AttributeUsage(AttributeTargets.Method)]
    public sealed class MonoPInvokeCallbackAttribute : Attribute
    {
        public MonoPInvokeCallbackAttribute(Type type) { }
    }
}
