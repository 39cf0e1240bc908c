using System;
using System.Collections.Generic;
using System.IO;
using UnityEditor;
using UnityEngine;

namespace Sdk.EditorTools
{
    /// <summary>Whether the project's copy of the GameSdk WebGL template matches this package's.</summary>
    public enum WebGLTemplateState
    {
        /// <summary>Assets/WebGLTemplates/GameSdk does not exist.</summary>
        Missing,
        /// <summary>It exists but differs from this package's template (an older package, or edited).</summary>
        Stale,
        /// <summary>It is this package's template and browser script.</summary>
        Current,
    }

    /// <summary>
    /// The package's WebGL template (WebGLTemplates~/GameSdk): the page starts the game SDK while the
    /// engine downloads and reports the download to the platform's loading screen. Unity reads
    /// templates only from Assets/WebGLTemplates, so this copies it there, with the package's
    /// browser script as TemplateData/gamesdk.js, and selects it in the Player Settings.
    /// </summary>
    public static class WebGLTemplate
    {
        /// <summary>The template's folder name under Assets/WebGLTemplates.</summary>
        public const string Name = "GameSdk";

        /// <summary>The value of PlayerSettings.WebGL.template that selects it (Unity names project templates PROJECT:folder).</summary>
        public const string Setting = "PROJECT:" + Name;

        /// <summary>The menu item that installs and selects it.</summary>
        public const string MenuPath = "Tools/Game SDK/Use the WebGL Template";

        /// <summary>Where the browser script goes in the template (the page loads it by this relative path).</summary>
        public const string BrowserScriptPath = "TemplateData/gamesdk.js";

        // Unity resolves Packages/<name> to the package wherever it is installed (git, tarball, folder).
        const string PackagePath = "Packages/com.gamesdk.sdk";

        /// <summary>This package's root folder on disk.</summary>
        public static string PackageRoot
        {
            get { return Path.GetFullPath(PackagePath); }
        }

        /// <summary>The project's template folder, Assets/WebGLTemplates/GameSdk.</summary>
        public static string ProjectFolder
        {
            get { return Path.Combine(Path.Combine(Application.dataPath, "WebGLTemplates"), Name); }
        }

        /// <summary>Installs the template into the project (replacing an older copy) and selects it for WebGL builds.</summary>
        [MenuItem(MenuPath)]
        public static void InstallAndSelect()
        {
            Install(PackageRoot, ProjectFolder);
            AssetDatabase.Refresh();
            PlayerSettings.WebGL.template = Setting;
            Debug.Log("gamesdk: the GameSdk WebGL template is installed in Assets/WebGLTemplates/GameSdk and selected (Player Settings > WebGL > Resolution and Presentation).");
        }

        /// <summary>The files of the template as this package ships them: path relative to the template folder, and content.</summary>
        public static SortedDictionary<string, byte[]> Files(string packageRoot)
        {
            var source = Path.Combine(packageRoot, Path.Combine("WebGLTemplates~", Name));
            if (!Directory.Exists(source)) throw new DirectoryNotFoundException("gamesdk: the package has no WebGL template at " + source);
            var files = new SortedDictionary<string, byte[]>(StringComparer.Ordinal);
            foreach (var path in Directory.GetFiles(source, "*", SearchOption.AllDirectories))
            {
                files[Relative(source, path)] = File.ReadAllBytes(path);
            }
            // The same browser script as the build's .jspre: inside the build, that copy finds this
            // page's Sdk and hands it to the .jslib, so one SDK runs and initialises once.
            files[BrowserScriptPath] = File.ReadAllBytes(Path.Combine(packageRoot, Path.Combine("Runtime", Path.Combine("Plugins", Path.Combine("WebGL", "gamesdk.jspre")))));
            return files;
        }

        /// <summary>
        /// Copies the template into <paramref name="projectFolder"/>; files of an older copy that the template no longer has are
        /// removed with their <c>.meta</c> (a stale <c>.meta</c> left behind makes Unity warn at the next import). The <c>.meta</c>
        /// of a file or folder the template still has stays, so its GUID does not change.
        /// </summary>
        public static void Install(string packageRoot, string projectFolder)
        {
            var files = Files(packageRoot);
            if (Directory.Exists(projectFolder))
            {
                foreach (var path in Directory.GetFiles(projectFolder, "*", SearchOption.AllDirectories))
                {
                    var relative = Relative(projectFolder, path);
                    var asset = relative.EndsWith(".meta", StringComparison.Ordinal) ? relative.Substring(0, relative.Length - ".meta".Length) : relative;
                    if (!files.ContainsKey(asset) && !HasFolder(files, asset)) File.Delete(path);
                }
            }
            foreach (var file in files)
            {
                var target = Path.Combine(projectFolder, file.Key);
                Directory.CreateDirectory(Path.GetDirectoryName(target));
                File.WriteAllBytes(target, file.Value);
            }
        }

        /// <summary>Whether <paramref name="projectFolder"/> holds this package's template.</summary>
        public static WebGLTemplateState StateOf(string packageRoot, string projectFolder)
        {
            if (!File.Exists(Path.Combine(projectFolder, "index.html"))) return WebGLTemplateState.Missing;
            foreach (var file in Files(packageRoot))
            {
                var target = Path.Combine(projectFolder, file.Key);
                if (!File.Exists(target) || !Same(File.ReadAllBytes(target), file.Value)) return WebGLTemplateState.Stale;
            }
            return WebGLTemplateState.Current;
        }

        static bool Same(byte[] a, byte[] b)
        {
            if (a.Length != b.Length) return false;
            for (var i = 0; i < a.Length; i++)
            {
                if (a[i] != b[i]) return false;
            }
            return true;
        }

        static bool HasFolder(IDictionary<string, byte[]> files, string folder)
        {
            foreach (var file in files.Keys)
                if (file.StartsWith(folder + "/", StringComparison.Ordinal)) return true;
            return false;
        }

        static string Relative(string root, string path)
        {
            return path.Substring(root.Length).TrimStart('/', '\\').Replace('\\', '/');
        }
    }
}
