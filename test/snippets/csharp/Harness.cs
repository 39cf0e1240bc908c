// What the C# snippets are given (mono's mcs compiles them against the Unity package's runtime
// and the UnityEngine stub of unity-bridge/test): each snippet is a class deriving from Game, its
// statements the body of `async Task Run()` (harness "statements") or its text the class's
// members (harness "members"), its `using` lines at the top of its file beside the usual ones
// of a game script (Sdk, System, System.Collections.Generic, System.Threading.Tasks, UnityEngine).
using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using Sdk;
using UnityEngine;

namespace UnityEngine.TestTools
{
    /// <summary>Stands in for the Unity Test Framework's [UnityTest] (a coroutine test), which the package's tests use.</summary>
    [AttributeUsage(AttributeTargets.Method)]
    public sealed class UnityTestAttribute : Attribute { }
}

namespace SnippetHarness
{
    /// <summary>The product a game backend verified, as its JSON answer names it.</summary>
    [Serializable] public class Verified { public string productId; }

    /// <summary>A game's state: what it saves.</summary>
    [Serializable] public class GameState { public int level = 3; }

    /// <summary>A game's save: its items and the purchase tokens it granted.</summary>
    [Serializable]
    public class GameSave
    {
        public int gems;
        public List<string> GrantedTokens = new List<string>();
        public List<string> Tokens = new List<string>();
    }

    /// <summary>The game's backend: its grant endpoint answers the verified product.</summary>
    public class Backend
    {
        public Task<string> GrantAsync(Purchase purchase) => Task.FromResult("{\"productId\":\"" + purchase.ProductId + "\"}");
    }

    /// <summary>A game's MonoBehaviour: its state, save, backend, recovery options and the handlers the snippets name.</summary>
    public abstract class Game : MonoBehaviour
    {
        protected GameState state = new GameState();
        protected GameSave save = new GameSave();
        protected Backend backend = new Backend();
        protected RecoverPurchasesOptions recovery;

        protected Game()
        {
            recovery = new RecoverPurchasesOptions(token => save.Tokens.Contains(token), (purchase, answer) => save.Tokens.Add(purchase.PurchaseToken)) { ClaimAsync = purchase => backend.GrantAsync(purchase) };
        }

        protected void SaveNow() => Sdk.Sdk.Data.SetString("save", JsonUtility.ToJson(save));
        protected void AddItem(string productId) => save.gems += productId == "gems_100" ? 100 : 0;
        protected void Pause() { }
        protected void Resume() { }
    }
}
