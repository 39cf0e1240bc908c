// The subset of NUnit's API the package's tests use, with NUnit's signatures, so the same test files
// run in Unity's Test Runner (real NUnit) and under mono (this stub and Runner.cs).
using System;

namespace NUnit.Framework
{
    public delegate void TestDelegate();

    [AttributeUsage(AttributeTargets.Class)]
    public sealed class TestFixtureAttribute : Attribute { }

    [AttributeUsage(AttributeTargets.Method)]
    public sealed class TestAttribute : Attribute { }

    [AttributeUsage(AttributeTargets.Method)]
    public sealed class SetUpAttribute : Attribute { }

    [AttributeUsage(AttributeTargets.Method)]
    public sealed class TearDownAttribute : Attribute { }

    public sealed class AssertionException : Exception
    {
        public AssertionException(string message) : base(message) { }
    }

    public static class Assert
    {
        public static void AreEqual(object expected, object actual, string message = null)
        {
            if (!Equals(expected, actual) && !NumbersEqual(expected, actual)) Fail("expected <" + expected + "> but was <" + actual + ">" + Suffix(message));
        }

        public static void AreNotEqual(object notExpected, object actual, string message = null)
        {
            if (Equals(notExpected, actual)) Fail("expected anything but <" + notExpected + ">" + Suffix(message));
        }

        public static void IsTrue(bool condition, string message = null)
        {
            if (!condition) Fail("expected true" + Suffix(message));
        }

        public static void IsFalse(bool condition, string message = null)
        {
            if (condition) Fail("expected false" + Suffix(message));
        }

        public static void IsNull(object value, string message = null)
        {
            if (value != null) Fail("expected null but was <" + value + ">" + Suffix(message));
        }

        public static void IsNotNull(object value, string message = null)
        {
            if (value == null) Fail("expected a value but was null" + Suffix(message));
        }

        public static T Throws<T>(TestDelegate code) where T : Exception
        {
            try
            {
                code();
            }
            catch (T expected)
            {
                return expected;
            }
            catch (Exception other)
            {
                Fail("expected " + typeof(T).Name + " but " + other.GetType().Name + " was thrown: " + other.Message);
            }
            Fail("expected " + typeof(T).Name + " but nothing was thrown");
            return null;
        }

        public static void Fail(string message)
        {
            throw new AssertionException(message);
        }

        private static bool NumbersEqual(object expected, object actual)
        {
            if (expected == null || actual == null || !(expected is IConvertible) || !(actual is IConvertible)) return false;
            if (expected is string || actual is string || expected is bool || actual is bool) return false;
            return Convert.ToDouble(expected) == Convert.ToDouble(actual);
        }

        private static string Suffix(string message)
        {
            return message == null ? "" : " (" + message + ")";
        }
    }
}
