// A stub of the UnityEditor members the package's Editor assembly uses, so mcs compiles it and
// mono runs its tests. Each member has the signature of UnityCsReference (2021.3, 2022.3 and
// 6000.0; see README "Unity API checked"), and nothing Unity lacks is public in Unity's
// namespaces: what tests steer or observe lives in UnityStubControl.
using System;
using System.Collections.Generic;

namespace UnityEditor
{
    public enum WebGLExceptionSupport
    {
        None = 0,
        ExplicitlyThrownExceptionsOnly = 1,
        FullWithoutStacktrace = 2,
        FullWithStacktrace = 3
    }

    public enum WebGLCompressionFormat
    {
        Brotli,
        Gzip,
        Disabled
    }

    public enum BuildTarget
    {
        StandaloneWindows = 5,
        iOS = 9,
        Android = 13,
        StandaloneWindows64 = 19,
        WebGL = 20,
        StandaloneLinux64 = 24,
    }

    public sealed partial class PlayerSettings : UnityEngine.Object
    {
        PlayerSettings() { }

        public sealed class WebGL
        {
            // A new project's values.
            internal static string s_Template = "APPLICATION:Default";
            internal static WebGLExceptionSupport s_ExceptionSupport = WebGLExceptionSupport.ExplicitlyThrownExceptionsOnly;
            internal static WebGLCompressionFormat s_Compression = WebGLCompressionFormat.Brotli;
            internal static bool s_DecompressionFallback;

            public static string template { get { return s_Template; } set { s_Template = value; } }
            public static WebGLExceptionSupport exceptionSupport { get { return s_ExceptionSupport; } set { s_ExceptionSupport = value; } }
            public static WebGLCompressionFormat compressionFormat { get { return s_Compression; } set { s_Compression = value; } }
            public static bool decompressionFallback { get { return s_DecompressionFallback; } set { s_DecompressionFallback = value; } }
        }
    }

    [AttributeUsage(AttributeTargets.Method, AllowMultiple = true)]
    public sealed class MenuItem : Attribute
    {
        public string menuItem;

        public MenuItem(string itemName) { menuItem = itemName; }
    }

    public partial class EditorUtility
    {
        public static bool DisplayDialog(string title, string message, string ok, string cancel)
        {
            UnityStubControl.Editor.Dialogs.Add(title + "\n" + message + "\n[" + ok + "] [" + cancel + "]");
            return UnityStubControl.Editor.DialogAnswer;
        }
    }

    public sealed partial class AssetDatabase
    {
        AssetDatabase() { }

        public static void Refresh() { UnityStubControl.Editor.Refreshes++; }
    }
}

namespace UnityEditor.Build
{
    public interface IOrderedCallback
    {
        int callbackOrder { get; }
    }

    public interface IPreprocessBuildWithReport : IOrderedCallback
    {
        void OnPreprocessBuild(Reporting.BuildReport report);
    }

    public class BuildFailedException : Exception
    {
        public BuildFailedException(string message) : base(message) { }

        public BuildFailedException(Exception innerException) : base(null, innerException) { }
    }
}

namespace UnityEditor.Build.Reporting
{
    public struct BuildSummary
    {
        internal BuildTarget m_Platform;

        public BuildTarget platform { get { return m_Platform; } }
    }

    public sealed class BuildReport : UnityEngine.Object
    {
        internal BuildReport(BuildTarget platform) { m_Summary.m_Platform = platform; }

        BuildSummary m_Summary;

        public BuildSummary summary { get { return m_Summary; } }
    }
}

namespace UnityStubControl
{
    /// <summary>Test-only steering of the UnityEditor stub (not Unity API).</summary>
    public static class Editor
    {
        /// <summary>What EditorUtility.DisplayDialog answers.</summary>
        public static bool DialogAnswer;
        /// <summary>Every dialog shown: title, message and buttons.</summary>
        public static readonly List<string> Dialogs = new List<string>();
        /// <summary>How many times AssetDatabase.Refresh ran.</summary>
        public static int Refreshes;

        /// <summary>A build report for <paramref name="platform"/> (Unity makes them; scripts cannot).</summary>
        public static UnityEditor.Build.Reporting.BuildReport Report(UnityEditor.BuildTarget platform)
        {
            return new UnityEditor.Build.Reporting.BuildReport(platform);
        }

        /// <summary>A new project's WebGL settings, no dialog answer, nothing recorded.</summary>
        public static void Reset()
        {
            UnityEditor.PlayerSettings.WebGL.s_Template = "APPLICATION:Default";
            UnityEditor.PlayerSettings.WebGL.s_ExceptionSupport = UnityEditor.WebGLExceptionSupport.ExplicitlyThrownExceptionsOnly;
            UnityEditor.PlayerSettings.WebGL.s_Compression = UnityEditor.WebGLCompressionFormat.Brotli;
            UnityEditor.PlayerSettings.WebGL.s_DecompressionFallback = false;
            DialogAnswer = false;
            Dialogs.Clear();
            Refreshes = 0;
        }
    }
}
