// Lists the public surface of the Unity stubs (UnityEngine.dll, UnityEditor.dll) in Unity's
// namespaces, one member a line, so test/unity-api.test.ts can hold it to the members checked in
// Unity's C# reference source (test/fixtures/unity-api.txt). UnityStubControl is test steering, not Unity's.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

public static class StubSurface
{
    public static int Main(string[] paths)
    {
        var lines = new SortedSet<string>(StringComparer.Ordinal);
        foreach (var path in paths)
        {
            foreach (var type in Assembly.LoadFrom(path).GetExportedTypes().Where(t => t.Namespace != "UnityStubControl"))
            {
                var name = Name(type);
                lines.Add("type " + name);
                const BindingFlags flags = BindingFlags.Public | BindingFlags.Static | BindingFlags.Instance | BindingFlags.DeclaredOnly;
                foreach (var member in type.GetMembers(flags))
                {
                    var method = member as MethodBase;
                    if (method != null && method.IsSpecialName && !(method is ConstructorInfo)) continue; // accessors: the property says it
                    if (type.IsEnum && member.Name == "value__") continue;
                    if (member is Type) continue; // a nested type has its own line
                    if (type.IsValueType && member is ConstructorInfo) continue; // every struct has one
                    lines.Add("member " + name + "." + Describe(member));
                }
            }
        }
        foreach (var line in lines) Console.WriteLine(line);
        return 0;
    }

    static string Name(Type type)
    {
        return (type.FullName ?? type.Name).Replace('+', '.');
    }

    static string Describe(MemberInfo member)
    {
        var method = member as MethodBase;
        if (method != null)
        {
            var parameters = string.Join(", ", method.GetParameters().Select(p => Name(p.ParameterType)).ToArray());
            var generic = method.IsGenericMethodDefinition ? "<" + string.Join(", ", method.GetGenericArguments().Select(a => a.Name).ToArray()) + ">" : "";
            var returns = method is MethodInfo ? Name(((MethodInfo)method).ReturnType) + " " : "";
            return (method.IsStatic ? "static " : "") + returns + (method is ConstructorInfo ? ".ctor" : method.Name) + generic + "(" + parameters + ")";
        }
        var property = member as PropertyInfo;
        if (property != null)
        {
            var getter = property.GetGetMethod();
            var setter = property.GetSetMethod();
            var isStatic = (getter ?? setter).IsStatic;
            return (isStatic ? "static " : "") + Name(property.PropertyType) + " " + property.Name + " {" + (getter != null ? " get;" : "") + (setter != null ? " set;" : "") + " }";
        }
        var field = member as FieldInfo;
        if (field != null) return (field.IsLiteral ? "const " : field.IsStatic ? "static " : "") + Name(field.FieldType) + " " + field.Name;
        return member.MemberType + " " + member.Name;
    }
}
