using System;
using NUnit.Framework;
using Sdk.Internal;

namespace Sdk.Tests
{
    /// <summary>Codes arriving as strings become ErrorCode members without ever throwing.</summary>
    [TestFixture]
    public sealed class ErrorMappingTests
    {
        [Test]
        public void EveryMemberRoundTripsThroughItsStringCode()
        {
            foreach (ErrorCode code in Enum.GetValues(typeof(ErrorCode)))
            {
                Assert.AreEqual(code, ErrorCodes.FromCode(ErrorCodes.ToCode(code)), code.ToString());
            }
            Assert.AreEqual("IAP_PURCHASE_CANCELLED", ErrorCodes.ToCode(ErrorCode.UserCancelled));
            Assert.AreEqual(ErrorCode.NoFill, ErrorCodes.FromCode("NO_FILL"));
        }

        [Test]
        public void AnUnknownCodeBecomesUnknownAndKeepsTheRawCode()
        {
            Assert.AreEqual(ErrorCode.Unknown, ErrorCodes.FromCode("SOMETHING_NEW"));
            Assert.AreEqual(ErrorCode.Unknown, ErrorCodes.FromCode(null));
            Assert.AreEqual(ErrorCode.Unknown, ErrorCodes.FromCode("invalid_param"));
            var error = Json.Error("{\"ok\":false,\"error\":{\"code\":\"SOMETHING_NEW\",\"message\":\"m\",\"context\":\"iap.purchaseAsync\"}}", "iap.purchaseAsync");
            Assert.AreEqual(ErrorCode.Unknown, error.Code);
            Assert.AreEqual("SOMETHING_NEW", error.RawCode);
            Assert.AreEqual("m", error.Message);
            Assert.AreEqual("iap.purchaseAsync", error.Context);
        }

        [Test]
        public void AMalformedResultIsAnOperationFailedErrorNotAnException()
        {
            var error = Json.Error("{not json", "data.flushAsync");
            Assert.AreEqual(ErrorCode.OperationFailed, error.Code);
            Assert.AreEqual("data.flushAsync", error.Context);
            Assert.AreEqual(ErrorCode.Unknown, Json.Error("{\"ok\":false}", "x.y").Code);
            Assert.IsNull(Json.Error("{\"ok\":true,\"value\":3}", "x.y"));
        }

        [Test]
        public void AFailureResultCarriesCodeMessageAndContext()
        {
            var error = Json.Error(Json.Failure(ErrorCode.UserCancelled, "closed", "iap.purchaseAsync"), "iap.purchaseAsync");
            Assert.AreEqual(ErrorCode.UserCancelled, error.Code);
            Assert.AreEqual("IAP_PURCHASE_CANCELLED", error.RawCode);
            Assert.AreEqual("closed", error.Message);
            Assert.AreEqual("IAP_PURCHASE_CANCELLED in iap.purchaseAsync: closed", error.ToString());
        }
    }
}
