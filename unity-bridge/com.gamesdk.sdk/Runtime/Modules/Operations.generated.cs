// Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.
// Every operation has its hand-written C# declaration; a new operation starts here.
namespace Sdk
{
}
