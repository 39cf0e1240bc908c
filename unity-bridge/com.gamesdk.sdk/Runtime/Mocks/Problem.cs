namespace Sdk.Mocks
{
    /// <summary>
    /// A call the mocks refuse, turned into its error result: its code and message. An argument a
    /// rule refuses (INVALID_PARAM) carries its message's key in sdk-core/api/rules.json and the
    /// message's parameters in order, so the error names its rule and the text is rendered from the
    /// generated messages (<see cref="Rules.Render"/>) rather than spelt here.
    /// </summary>
    internal sealed class Problem : System.Exception
    {
        internal Problem(string rule, params object[] parameters) : this(ErrorCode.InvalidParam, Rules.Render(rule, parameters))
        {
            Rule = rule;
            Parameters = parameters;
        }

        internal Problem(ErrorCode code, string message) : base(message)
        {
            Code = code;
        }

        internal ErrorCode Code { get; private set; }

        /// <summary>For an INVALID_PARAM: the message's key in rules.json, for example <c>blankText</c>.</summary>
        internal string Rule { get; private set; }

        /// <summary>For an INVALID_PARAM: the message's parameters, in order of first appearance in its text.</summary>
        internal object[] Parameters { get; private set; }
    }
}
