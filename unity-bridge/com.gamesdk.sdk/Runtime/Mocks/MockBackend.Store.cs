using System.Collections.Generic;
using Sdk.Internal;
using UnityEngine;

namespace Sdk.Mocks
{
    // The player store of the mock platform: single strings and whole records of JSON values.
    internal sealed partial class MockBackend
    {
        private void OfferStore()
        {
            Offer("store.getString", GetString);
            Offer("store.setString", SetString);
            Offer("store.remove", (args, operation) =>
            {
                var key = Parse<KeyArgs>(args).key;
                Check(Rules.DataRemoveKey(key));
                Store.Remove(key);
                return Json.Success(true);
            });
            Offer("store.flush", (args, operation) => Json.Success(true));
            Offer("store.usage", (args, operation) => Json.Success(new DataUsage(Store.UsedBytes, MockStore.LimitBytes)));
            Offer("store.getMany", GetMany);
            Offer("store.setMany", SetMany);
        }

        private string GetString(string args, MockOperation operation)
        {
            var key = Parse<KeyArgs>(args).key;
            Check(Rules.DataGetString(key));
            string json;
            var found = Store.TryGet(key, out json);
            return Json.Success(new NullableString { present = found, text = found ? MockStore.AsText(json) : null });
        }

        // Over the limit the write is skipped with a warning and answers false, as the core's.
        private string SetString(string args, MockOperation operation)
        {
            var write = Parse<KeyValueArgs>(args);
            Check(Rules.DataSetString(write.key, write.value));
            var stored = Store.Set(new Dictionary<string, string> { { write.key, JsonText.Quote(write.value ?? "") } });
            if (!stored) Debug.LogWarning("gamesdk: " + operation.Context + " skipped: the write would pass the player data limit of " + MockStore.LimitBytes + " bytes");
            return Json.Success(stored);
        }

        private string GetMany(string args, MockOperation operation)
        {
            var keys = Parse<KeysArgs>(args).keys;
            Check(Rules.PlayerGetDataAsync(keys));
            var data = new PlayerData();
            foreach (var key in keys)
            {
                string json;
                if (Store.TryGet(key, out json)) data.Set(key, json);
            }
            return Json.Success(data);
        }

        // Every entry or none: past the limit, or with a value nested past the depth limit, the whole record is refused.
        private string SetMany(string args, MockOperation operation)
        {
            var data = Parse<PlayerData>(args);
            Check(Rules.PlayerSetDataAsync(data));
            var changes = new Dictionary<string, string>();
            foreach (var key in data.Keys)
            {
                string json;
                data.TryGet(key, out json);
                changes[key] = json;
            }
            if (!Store.Set(changes)) throw new MockFailure(ErrorCode.DataLimitExceeded, Rules.PlayerDataLimitMessage(MockStore.LimitBytes));
            return Json.Success(true);
        }
    }
}
