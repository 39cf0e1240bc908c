var level = int.Parse(Sdk.Sdk.Data.GetString("level") ?? "1");
