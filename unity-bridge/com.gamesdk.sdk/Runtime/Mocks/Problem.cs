namespace Sdk.Mocks
{
    /// <summary>
    /// An argument a rule refuses: its message's key in sdk-core/api/rules.json and the message's
    /// parameters in order, so the error names its rule and the text is rendered from the generated
    /// messages (<see cref="Rules.Render"/>) rather than spelt here.
    /// </summary>
    internal sealed class Problem
    {
        internal Problem(string rule, params object[] parameters)
        {
            Rule = rule;
            Parameters = parameters;
        }

        /// <summary>The message's key in rules.json, for example <c>blankText</c>.</summary>
        internal string Rule { get; private set; }

        /// <summary>The message's parameters, in order of first appearance in its text.</summary>
        internal object[] Parameters { get; private set; }

        /// <summary>The message's text.</summary>
        internal string Message { get { return Rules.Render(Rule, Parameters); } }
    }
}
