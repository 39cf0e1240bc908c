// The generated ErrorCode enum against the core's error table itself: every row maps to the member
// its 'unity' column names and back, and the enum has no member the table lacks.
using System;
using System.IO;
using System.Json;
using System.Linq;
using NUnit.Framework;
using Sdk;

namespace GameSdk.Tests.Mono
{
    [TestFixture]
    public sealed class ErrorTableTests
    {
        [Test]
        public void EveryCodeOfTheErrorTableMapsToItsUnityMember()
        {
            Assert.IsNotNull(TestFiles.ErrorTablePath, "pass the error table as the first argument");
            var rows = ((JsonArray)JsonValue.Parse(File.ReadAllText(TestFiles.ErrorTablePath))["codes"]).Cast<JsonObject>().ToList();
            foreach (var row in rows)
            {
                var code = (string)row["code"];
                var member = (ErrorCode)Enum.Parse(typeof(ErrorCode), (string)row["unity"]);
                Assert.AreEqual(member, ErrorCodes.FromCode(code), code);
                Assert.AreEqual(code, ErrorCodes.ToCode(member), code);
            }
            var members = Enum.GetNames(typeof(ErrorCode)).OrderBy(n => n).ToArray();
            var unityColumn = rows.Select(r => (string)r["unity"]).OrderBy(n => n).ToArray();
            Assert.AreEqual(string.Join(",", unityColumn), string.Join(",", members));
            Assert.AreEqual(ErrorCode.UserCancelled, ErrorCodes.FromCode("IAP_PURCHASE_CANCELLED"));
        }
    }
}
