// A small stub of the UnityEngine types the package uses, so mono's mcs can compile it and mono
// can run its tests. JsonUtility is in JsonUtility.cs.
using System;
using System.Collections.Generic;

namespace UnityEngine
{
    [AttributeUsage(AttributeTargets.Field)]
    public sealed class SerializeField : Attribute { }

    // Unity's values and order: the Player calls SubsystemRegistration first, then
    // AfterAssembliesLoaded, BeforeSplashScreen, BeforeSceneLoad, AfterSceneLoad.
    public enum RuntimeInitializeLoadType
    {
        AfterSceneLoad = 0,
        BeforeSceneLoad = 1,
        AfterAssembliesLoaded = 2,
        BeforeSplashScreen = 3,
        SubsystemRegistration = 4,
    }

    [AttributeUsage(AttributeTargets.Method, AllowMultiple = false)]
    public sealed class RuntimeInitializeOnLoadMethodAttribute : Attribute
    {
        public RuntimeInitializeOnLoadMethodAttribute() : this(RuntimeInitializeLoadType.AfterSceneLoad) { }

        public RuntimeInitializeOnLoadMethodAttribute(RuntimeInitializeLoadType loadType)
        {
            this.loadType = loadType;
        }

        public RuntimeInitializeLoadType loadType { get; set; }
    }

    public class Object { }

    public partial class Application
    {
        public static string dataPath { get { return UnityStubControl.Engine.DataPath; } }

        public static bool isBatchMode { get { return UnityStubControl.Engine.BatchMode; } }
    }

    public class Component : Object { }

    public class Behaviour : Component
    {
        public bool enabled { get; set; } = true;
    }

    public class MonoBehaviour : Behaviour { }

    /// <summary>Console output; tests read the lines (UnityStubControl.Engine.Log) to check what was logged.</summary>
    public static class Debug
    {
        public static void Log(object message)
        {
            UnityStubControl.Engine.Log.Add("log: " + message);
        }

        public static void LogWarning(object message)
        {
            UnityStubControl.Engine.Log.Add("warning: " + message);
        }

        public static void LogError(object message)
        {
            UnityStubControl.Engine.Log.Add("error: " + message);
        }

        public static void LogException(Exception exception)
        {
            UnityStubControl.Engine.Log.Add("exception: " + exception.Message);
        }
    }
}

namespace UnityStubControl
{
    /// <summary>Test-only steering of the UnityEngine stub (not Unity API).</summary>
    public static class Engine
    {
        /// <summary>What Application.dataPath answers: the project's Assets folder.</summary>
        public static string DataPath = "";
        /// <summary>What Application.isBatchMode answers.</summary>
        public static bool BatchMode;
        /// <summary>Every line logged through Debug: "log: ", "warning: ", "error: " or "exception: " and the message.</summary>
        public static readonly System.Collections.Generic.List<string> Log = new System.Collections.Generic.List<string>();
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
