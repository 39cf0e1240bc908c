using System.Runtime.CompilerServices;

// The package's tests reach the bridge's internals (call routing, pending calls).
[assembly: InternalsVisibleTo("GameSdk.Tests")]
