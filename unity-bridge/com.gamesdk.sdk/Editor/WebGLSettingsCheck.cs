using System.Collections.Generic;
using System.IO;
using System.Text.RegularExpressions;
using UnityEditor;

namespace Sdk.EditorTools
{
    /// <summary>The WebGL settings the platform depends on, as read from a project.</summary>
    public sealed class WebGLSettings
    {
        /// <summary>PlayerSettings.WebGL.template, e.g. PROJECT:GameSdk or APPLICATION:Default.</summary>
        public string Template;
        /// <summary>Whether the project's GameSdk template matches this package's.</summary>
        public WebGLTemplateState TemplateState;
        /// <summary>Player Settings > Publishing Settings > Enable Exceptions.</summary>
        public WebGLExceptionSupport ExceptionSupport;
        /// <summary>Player Settings > Publishing Settings > Compression Format.</summary>
        public WebGLCompressionFormat Compression;
        /// <summary>Player Settings > Publishing Settings > Decompression Fallback.</summary>
        public bool DecompressionFallback;
        /// <summary>Absolute URLs found in the selected project template: "file: url".</summary>
        public List<string> AbsoluteUrls = new List<string>();
    }

    /// <summary>
    /// What a WebGL build needs for the platform, each finding saying how to fix it: the GameSdk
    /// template (the SDK starts with the page and the download is reported), Enable Exceptions not
    /// None, build files a server without Content-Encoding can serve, and relative URLs only.
    /// </summary>
    public static class WebGLSettingsCheck
    {
        /// <summary>The settings of the open project.</summary>
        public static WebGLSettings Current()
        {
            var settings = new WebGLSettings
            {
                Template = PlayerSettings.WebGL.template,
                TemplateState = WebGLTemplate.StateOf(WebGLTemplate.PackageRoot, WebGLTemplate.ProjectFolder),
                ExceptionSupport = PlayerSettings.WebGL.exceptionSupport,
                Compression = PlayerSettings.WebGL.compressionFormat,
                DecompressionFallback = PlayerSettings.WebGL.decompressionFallback,
            };
            var folder = ProjectTemplateFolder(settings.Template);
            if (folder != null) settings.AbsoluteUrls = AbsoluteUrlsIn(folder);
            return settings;
        }

        /// <summary>Each problem with <paramref name="settings"/> and its fix; empty when the build suits the platform.</summary>
        public static List<string> Findings(WebGLSettings settings)
        {
            var findings = new List<string>();
            if (settings.Template != WebGLTemplate.Setting)
            {
                findings.Add("The WebGL template is " + settings.Template + ", so the game SDK starts only after the whole engine downloaded and the platform sees no loading progress meanwhile (Manual loading mode sends the player home after 15 s). Fix: " + WebGLTemplate.MenuPath + ".");
            }
            else if (settings.TemplateState != WebGLTemplateState.Current)
            {
                findings.Add("Assets/WebGLTemplates/" + WebGLTemplate.Name + " is " + (settings.TemplateState == WebGLTemplateState.Missing ? "missing" : "not this package's version (its browser script must match the build's)") + ". Fix: " + WebGLTemplate.MenuPath + ".");
            }
            if (settings.ExceptionSupport == WebGLExceptionSupport.None)
            {
                findings.Add("Enable Exceptions is None: the SDK throws and catches SdkError, so its first error aborts the game. Fix: Player Settings > WebGL > Publishing Settings > Enable Exceptions: Explicitly Thrown Exceptions Only.");
            }
            if (settings.Compression != WebGLCompressionFormat.Disabled && !settings.DecompressionFallback)
            {
                findings.Add("Compression Format is " + settings.Compression + " without Decompression Fallback: the build loads only from a server that sends Content-Encoding for its files, and fails elsewhere. Fix: Player Settings > WebGL > Publishing Settings > Decompression Fallback on (or Compression Format: Disabled).");
            }
            foreach (var url in settings.AbsoluteUrls)
            {
                findings.Add("The template uses an absolute URL (" + url + "): the platform serves games from a sub-path, so only relative paths load. Fix: make it relative (Build/..., TemplateData/...).");
            }
            return findings;
        }

        /// <summary>Applies the fixes a setting can make: installs and selects the template, Explicitly Thrown exceptions, Decompression Fallback.</summary>
        public static void ApplyFixes(WebGLSettings settings)
        {
            if (settings.Template != WebGLTemplate.Setting || settings.TemplateState != WebGLTemplateState.Current) WebGLTemplate.InstallAndSelect();
            if (settings.ExceptionSupport == WebGLExceptionSupport.None) PlayerSettings.WebGL.exceptionSupport = WebGLExceptionSupport.ExplicitlyThrownExceptionsOnly;
            if (settings.Compression != WebGLCompressionFormat.Disabled && !settings.DecompressionFallback) PlayerSettings.WebGL.decompressionFallback = true;
        }

        /// <summary>The folder of a project template setting (PROJECT:name), or null for Unity's own templates.</summary>
        public static string ProjectTemplateFolder(string template)
        {
            const string prefix = "PROJECT:";
            if (template == null || !template.StartsWith(prefix, System.StringComparison.Ordinal)) return null;
            var folder = Path.Combine(Path.Combine(UnityEngine.Application.dataPath, "WebGLTemplates"), template.Substring(prefix.Length));
            return Directory.Exists(folder) ? folder : null;
        }

        // An attribute, CSS url() or fetch/XHR argument that starts at the root, with a scheme, or protocol-relative.
        static readonly Regex AbsoluteUrl = new Regex(
            "(?:\\b(?:src|href|action|poster)\\s*=\\s*[\"']|\\burl\\(\\s*[\"']?|\\b(?:fetch|open|importScripts)\\(\\s*(?:[\"'](?:GET|POST)[\"']\\s*,\\s*)?[\"'])((?:/|[a-zA-Z][a-zA-Z0-9+.-]*:)[^\"')\\s]*)",
            RegexOptions.CultureInvariant);

        /// <summary>Absolute URLs in a template's pages, scripts and styles ("file: url"); data: and blob: URLs are fine, javascript: is not a load.</summary>
        public static List<string> AbsoluteUrlsIn(string folder)
        {
            var found = new List<string>();
            var files = new List<string>(Directory.GetFiles(folder, "*", SearchOption.AllDirectories));
            files.Sort(System.StringComparer.Ordinal);
            foreach (var path in files)
            {
                var extension = Path.GetExtension(path).ToLowerInvariant();
                if (extension != ".html" && extension != ".htm" && extension != ".css" && extension != ".js") continue;
                if (path.Replace('\\', '/').EndsWith("/" + WebGLTemplate.BrowserScriptPath, System.StringComparison.Ordinal)) continue; // the SDK itself
                foreach (Match match in AbsoluteUrl.Matches(File.ReadAllText(path)))
                {
                    var url = match.Groups[1].Value;
                    if (url.StartsWith("data:", System.StringComparison.OrdinalIgnoreCase) || url.StartsWith("blob:", System.StringComparison.OrdinalIgnoreCase) || url.StartsWith("javascript:", System.StringComparison.OrdinalIgnoreCase)) continue;
                    found.Add(path.Substring(folder.Length).TrimStart('/', '\\').Replace('\\', '/') + ": " + url);
                }
            }
            return found;
        }
    }
}
