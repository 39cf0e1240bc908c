// Lists the public surface of an assembly, one line a member, sorted: every public type and every
// public or protected member with its signature, its [Obsolete] message and its doc comment (from
// the -doc XML, whitespace collapsed), so a fixture can hold the C# API still across refactors.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using System.Text.RegularExpressions;
using System.Xml;

public static class PublicSurface
{
    public static int Main(string[] args)
    {
        var assembly = Assembly.LoadFrom(args[0]);
        var xml = new XmlDocument();
        xml.Load(args[1]);
        var docs = new Dictionary<string, string>();
        foreach (XmlElement member in xml.GetElementsByTagName("member")) docs[member.GetAttribute("name")] = Regex.Replace(member.InnerXml, @"\s+", " ").Trim();
        var lines = new List<string>();
        foreach (var type in assembly.GetExportedTypes())
        {
            lines.Add(Line(TypeName(type), KindOf(type), type, docs, "T:" + type.FullName.Replace('+', '.')));
            const BindingFlags flags = BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.Static | BindingFlags.DeclaredOnly;
            foreach (var member in type.GetMembers(flags))
            {
                var text = Describe(member);
                if (text != null) lines.Add(Line(TypeName(type) + "." + text, "", member, docs, null));
            }
        }
        lines.Sort(StringComparer.Ordinal);
        foreach (var line in lines) Console.WriteLine(line);
        return 0;
    }

    static string KindOf(Type type)
    {
        if (type.IsEnum) return " enum";
        if (type.IsInterface) return " interface";
        if (type.IsValueType) return " struct";
        if (typeof(Delegate).IsAssignableFrom(type)) return " delegate";
        return type.IsAbstract && type.IsSealed ? " static class" : (type.IsSealed ? " sealed class" : " class");
    }

    static string Line(string name, string kind, MemberInfo member, Dictionary<string, string> docs, string docId)
    {
        var obsolete = member.GetCustomAttributes(typeof(ObsoleteAttribute), false).Cast<ObsoleteAttribute>().FirstOrDefault();
        string doc;
        var id = docId ?? DocId(member);
        var hasDoc = id != null && docs.TryGetValue(id, out doc);
        docs.TryGetValue(id ?? "", out doc);
        return name + kind + (obsolete != null ? " [Obsolete(\"" + obsolete.Message + "\", " + obsolete.IsError.ToString().ToLowerInvariant() + ")]" : "")
            + " // " + (hasDoc ? doc : "NO DOC");
    }

    static bool Visible(MethodBase method)
    {
        return method != null && (method.IsPublic || method.IsFamily || method.IsFamilyOrAssembly);
    }

    static string Describe(MemberInfo member)
    {
        var method = member as MethodInfo;
        if (method != null)
        {
            if (!Visible(method) || method.IsSpecialName) return null;
            return (method.IsStatic ? "static " : "") + TypeName(method.ReturnType) + " " + method.Name + Generic(method) + Params(method.GetParameters());
        }
        var ctor = member as ConstructorInfo;
        if (ctor != null) return Visible(ctor) ? (ctor.IsStatic ? "static " : "") + ".ctor" + Params(ctor.GetParameters()) : null;
        var field = member as FieldInfo;
        if (field != null)
        {
            if (!(field.IsPublic || field.IsFamily) || field.IsSpecialName) return null;
            return (field.IsLiteral ? "const " : field.IsStatic ? "static " : "") + (field.IsInitOnly ? "readonly " : "") + TypeName(field.FieldType) + " " + field.Name
                + (field.IsLiteral && !field.DeclaringType.IsEnum ? " = " + field.GetRawConstantValue() : "")
                + (field.IsLiteral && field.DeclaringType.IsEnum ? " = " + Convert.ToInt64(field.GetRawConstantValue()) : "");
        }
        var property = member as PropertyInfo;
        if (property != null)
        {
            var get = property.GetGetMethod(true);
            var set = property.GetSetMethod(true);
            if (!Visible(get) && !Visible(set)) return null;
            return TypeName(property.PropertyType) + " " + property.Name + (property.GetIndexParameters().Length > 0 ? Params(property.GetIndexParameters()) : "") + " {" + (Visible(get) ? " get;" : "") + (Visible(set) ? " set;" : "") + " }";
        }
        var evt = member as EventInfo;
        if (evt != null) return Visible(evt.GetAddMethod(true)) ? "event " + TypeName(evt.EventHandlerType) + " " + evt.Name : null;
        return null; // nested types are listed as types of their own
    }

    static string Generic(MethodInfo method)
    {
        return method.IsGenericMethodDefinition ? "<" + string.Join(", ", method.GetGenericArguments().Select(a => a.Name)) + ">" : "";
    }

    static string Params(ParameterInfo[] parameters)
    {
        return "(" + string.Join(", ", parameters.Select(p => (p.IsOut ? "out " : p.ParameterType.IsByRef ? "ref " : "")
            + TypeName(p.ParameterType) + " " + p.Name + (p.IsOptional ? " = " + (p.DefaultValue ?? "null") : ""))) + ")";
    }

    static string TypeName(Type type)
    {
        if (type.IsByRef) return TypeName(type.GetElementType());
        if (type.IsArray) return TypeName(type.GetElementType()) + "[]";
        if (type.IsGenericParameter) return type.Name;
        if (type.IsGenericType)
        {
            var name = type.GetGenericTypeDefinition().FullName;
            return name.Substring(0, name.IndexOf('`')).Replace('+', '.') + "<" + string.Join(", ", type.GetGenericArguments().Select(TypeName)) + ">";
        }
        return type.FullName.Replace('+', '.');
    }

    // The member's id in the compiler's doc XML (ECMA-334 annex D), enough for this package's members.
    static string DocId(MemberInfo member)
    {
        var owner = member.DeclaringType.FullName.Replace('+', '.');
        var method = member as MethodBase;
        if (method != null)
        {
            var ps = method.GetParameters();
            var name = method is ConstructorInfo ? (method.IsStatic ? "#cctor" : "#ctor") : method.Name;
            var generic = method.IsGenericMethodDefinition ? "``" + method.GetGenericArguments().Length : "";
            return "M:" + owner + "." + name + generic + (ps.Length == 0 ? "" : "(" + string.Join(",", ps.Select(p => DocType(p.ParameterType))) + ")");
        }
        if (member is FieldInfo) return "F:" + owner + "." + member.Name;
        if (member is PropertyInfo) return "P:" + owner + "." + member.Name;
        if (member is EventInfo) return "E:" + owner + "." + member.Name;
        return null;
    }

    static string DocType(Type type)
    {
        if (type.IsByRef) return DocType(type.GetElementType()) + "@";
        if (type.IsArray) return DocType(type.GetElementType()) + "[]";
        if (type.IsGenericParameter) return (type.DeclaringMethod != null ? "``" : "`") + type.GenericParameterPosition;
        if (type.IsGenericType)
        {
            var name = type.GetGenericTypeDefinition().FullName;
            return name.Substring(0, name.IndexOf('`')).Replace('+', '.') + "{" + string.Join(",", type.GetGenericArguments().Select(DocType)) + "}";
        }
        return type.FullName.Replace('+', '.');
    }
}
