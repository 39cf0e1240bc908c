// The JsonUtility stand-in is never more forgiving than Unity: wrongly typed input is refused, not
// coerced; fields Unity cannot serialize (nested containers, 64-bit enums) are neither written nor
// read. And the package turns a wrongly typed result into an OperationFailed error, never an
// escaping exception. Mono-only: these pin the stand-in's reading of Unity's rules.
using System;
using System.Collections.Generic;
using NUnit.Framework;
using Sdk;
using Sdk.Internal;
using UnityEngine;

namespace GameSdk.Tests.Mono
{
    [Serializable]
    public sealed class Typed
    {
        public string text;
        public int count;
        public long big;
        public double amount;
        public bool flag;
        public Small32 small;
        public int[] numbers;
        public List<string> names;
        public Inner inner;
    }

    [Serializable]
    public sealed class Inner
    {
        public string id;
    }

    public enum Small32 { None = 0, One = 1, Two = 2 }

    public enum Wide64 : long { None = 0, Huge = 5000000000L }

    [Serializable]
    public sealed class Unserializable
    {
        public int kept = 1;
        public int[][] jagged = { new[] { 1 } };
        public List<int[]> listOfArrays = new List<int[]> { new[] { 2 } };
        public List<List<int>> listOfLists = new List<List<int>> { new List<int> { 3 } };
        public Wide64 wide = Wide64.Huge;
        public int[,] square = new int[1, 1];
        public Dictionary<string, int> map = new Dictionary<string, int> { { "a", 1 } };
    }

    public sealed class NotMarked
    {
        public int value;
    }

    /// <summary>Answers every call at once with one fixed JSON text, as a browser script sending a wrongly typed value would.</summary>
    internal sealed class FixedBackend : IBackend
    {
        private readonly string json;

        internal FixedBackend(string json)
        {
            this.json = json;
        }

        public void Call(int callId, string operation, string args)
        {
            Bridge.Deliver(callId, json);
        }
    }

    [TestFixture]
    public sealed class JsonStrictnessTests
    {
        private static void Refused(string json)
        {
            var error = Assert.Throws<ArgumentException>(() => JsonUtility.FromJson<Typed>(json));
            Assert.IsTrue(error.Message.Length > 0, "the refusal says why");
        }

        [Test]
        public void WellTypedInputIsRead()
        {
            var typed = JsonUtility.FromJson<Typed>("{\"text\":\"a\",\"count\":12,\"big\":5000000000,\"amount\":12,\"flag\":true,\"small\":2,\"numbers\":[1,2],\"names\":[\"x\"],\"inner\":{\"id\":\"i\"},\"unknown\":[[1]]}");
            Assert.AreEqual("a", typed.text);
            Assert.AreEqual(12, typed.count);
            Assert.AreEqual(5000000000L, typed.big);
            Assert.AreEqual(12.0, typed.amount);
            Assert.IsTrue(typed.flag);
            Assert.AreEqual(Small32.Two, typed.small);
            Assert.AreEqual(2, typed.numbers.Length);
            Assert.AreEqual("x", typed.names[0]);
            Assert.AreEqual("i", typed.inner.id);
            Assert.AreEqual(1.5, JsonUtility.FromJson<Typed>("{\"amount\":1.5}").amount);
        }

        [Test]
        public void ANumberWhereAStringIsIsRefused()
        {
            Refused("{\"text\":12}");
            Refused("{\"text\":true}");
            Refused("{\"text\":{}}");
            Refused("{\"names\":[\"x\",1]}");
            Refused("{\"inner\":{\"id\":7}}");
        }

        [Test]
        public void AStringOrAFractionWhereAnIntIsIsRefused()
        {
            Refused("{\"count\":\"12\"}");
            Refused("{\"count\":1.5}");
            Refused("{\"count\":1.0}");
            Refused("{\"count\":1e2}");
            Refused("{\"count\":3000000000}");
            Refused("{\"big\":\"5\"}");
            Refused("{\"numbers\":[1,2.5]}");
            Refused("{\"amount\":\"1.5\"}");
        }

        [Test]
        public void ANumberOrAStringWhereABoolIsIsRefused()
        {
            Refused("{\"flag\":1}");
            Refused("{\"flag\":0}");
            Refused("{\"flag\":\"true\"}");
        }

        [Test]
        public void EnumsAreNumbersInTheirRange()
        {
            Refused("{\"small\":\"Two\"}");
            Refused("{\"small\":1.5}");
            Refused("{\"small\":5000000000}");
        }

        [Test]
        public void NullAndWrongShapesAreRefused()
        {
            Refused("{\"text\":null}");
            Refused("{\"count\":null}");
            Refused("{\"numbers\":null}");
            Refused("{\"inner\":null}");
            Refused("{\"numbers\":{}}");
            Refused("{\"inner\":[]}");
            Refused("{\"numbers\":[[1]]}");
            Refused("{\"count\":1,}");
            Refused("{\"numbers\":[1,]}");
            Refused("[1]");
            Refused("\"text\"");
            Refused("{\"count\":1} extra");
        }

        [Test]
        public void StringsAStrictParserRefusesAreRefused()
        {
            Refused("{\"text\":\"a\nb\"}");
            Refused("{\"text\":\"\\ud800\"}");
            Refused("{\"text\":\"\\udc00\"}");
            Refused("{\"text\":\"\\ud800x\"}");
            Refused("{\"text\":\"\ud800\"}");
            Assert.AreEqual("\ud83d\ude00", JsonUtility.FromJson<Typed>("{\"text\":\"\\ud83d\\ude00\"}").text, "an escaped pair is one character");
            Assert.AreEqual("\ud83d\ude00", JsonUtility.FromJson<Typed>("{\"text\":\"\ud83d\ude00\"}").text, "a raw pair too");
            Assert.AreEqual("a\nb\u00e9", JsonUtility.FromJson<Typed>("{\"text\":\"a\\nb\\u00e9\"}").text, "escapes still read");
        }

        [Test]
        public void NestedContainersAnd64BitEnumsAreNeitherWrittenNorRead()
        {
            var json = JsonUtility.ToJson(new Unserializable());
            Assert.AreEqual("{\"kept\":1}", json);
            var back = JsonUtility.FromJson<Unserializable>("{\"kept\":2,\"jagged\":[[9]],\"listOfArrays\":[[9]],\"listOfLists\":[[9]],\"wide\":1,\"square\":[[9]],\"map\":{\"b\":2}}");
            Assert.AreEqual(2, back.kept);
            Assert.IsNull(back.jagged, "an unserializable field is not read (and no constructor runs)");
            Assert.IsNull(back.listOfArrays);
            Assert.IsNull(back.listOfLists);
            Assert.AreEqual(Wide64.None, back.wide);
            Assert.IsNull(back.square);
            Assert.IsNull(back.map);
        }

        [Test]
        public void ReadingRunsNoConstructorAMissingFieldIsItsTypesDefault()
        {
            var back = JsonUtility.FromJson<Unserializable>("{}");
            Assert.AreEqual(0, back.kept, "not the field initializer's 1");
        }

        [Test]
        public void OnlySerializableClassesAtTheTopLevel()
        {
            Assert.Throws<ArgumentException>(() => JsonUtility.ToJson(new NotMarked()));
            Assert.Throws<ArgumentException>(() => JsonUtility.FromJson<NotMarked>("{\"value\":1}"));
            Assert.Throws<ArgumentException>(() => JsonUtility.ToJson(12));
            Assert.Throws<ArgumentException>(() => JsonUtility.ToJson(new[] { 1 }));
            Assert.IsNull(JsonUtility.FromJson<Typed>(""), "empty text is null, as in Unity");
            Assert.Throws<NullReferenceException>(() => JsonUtility.FromJson<int>(""));
        }

        [Test]
        public void GetPlatformMapsAnIdThisVersionDoesNotKnowToPlatformUnknown()
        {
            var previous = Bridge.Backend;
            try
            {
                // A browser script newer than the package, on a platform the package has no member for.
                Bridge.Backend = new FixedBackend("{\"ok\":true,\"value\":\"yandex\"}");
                Assert.AreEqual(Platform.Unknown, Sdk.Sdk.Session.GetPlatform());
                Bridge.Backend = new FixedBackend("{\"ok\":true,\"value\":\"\"}");
                Assert.AreEqual(Platform.Unknown, Sdk.Sdk.Session.GetPlatform(), "an empty id");
                Bridge.Backend = new FixedBackend("{\"ok\":true,\"value\":\"Partner\"}");
                Assert.AreEqual(Platform.Unknown, Sdk.Sdk.Session.GetPlatform(), "ids are case-sensitive");
                Bridge.Backend = new FixedBackend("{\"ok\":true,\"value\":\"local\"}");
                Assert.AreEqual(Platform.Local, Sdk.Sdk.Session.GetPlatform());
                Bridge.Backend = new FixedBackend("{\"ok\":true,\"value\":\"partner\"}");
                Assert.AreEqual(Platform.Partner, Sdk.Sdk.Session.GetPlatform());
            }
            finally
            {
                Bridge.Backend = previous;
            }
        }

        [Test]
        public void AWronglyTypedResultFailsTheCallWithOperationFailed()
        {
            var previous = Bridge.Backend;
            Bridge.Backend = new FixedBackend("{\"ok\":true,\"value\":{\"usedBytes\":\"12\",\"limitBytes\":1000000}}");
            try
            {
                var error = Assert.Throws<SdkError>(() => Sdk.Sdk.Data.GetUsage());
                Assert.AreEqual(ErrorCode.OperationFailed, error.Code);
                Assert.AreEqual("data.getUsage", error.Context);
                Bridge.Backend = new FixedBackend("{\"ok\":true,\"value\":[{\"productId\":7,\"purchaseToken\":\"t\",\"signedRequest\":\"s\",\"isSandbox\":1,\"purchaseTime\":\"x\"}]}");
                SdkError failed = null;
                Purchase[] purchases = null;
                Sdk.Sdk.Iap.GetPurchasesAsync(list => purchases = list, e => failed = e);
                Assert.IsNull(purchases);
                Assert.IsNotNull(failed, "the call ends in onError");
                Assert.AreEqual(ErrorCode.OperationFailed, failed.Code);
                Assert.AreEqual(0, Bridge.PendingCount);
            }
            finally
            {
                Bridge.Backend = previous;
            }
        }
    }
}
